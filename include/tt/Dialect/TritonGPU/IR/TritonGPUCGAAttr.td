#ifndef TT_DIALECT_TTG_IR_CGAATTR_TD
#define TT_DIALECT_TTG_IR_CGAATTR_TD

// Kept apart from the encodings: the layout interfaces return it, so its
// class must be complete before they are declared.
include "tt/Dialect/TritonGPU/IR/TritonGPUAttrBase.td"

//===----------------------------------------------------------------------===//
// CGA layout (the `CGALayout = [[...]]` key of the encodings)
//===----------------------------------------------------------------------===//

def TTG_CGAEncodingAttr : AttrDef<TritonGPU_Dialect, "CGAEncoding"> {
  let summary = "How a tensor is split over the CTAs of a CGA";
  let description = [{
    A linear layout from the `block` input dimension (the CTA id) to the
    tensor dims `dim0..dimN-1`, in units of one CTA's tile: one basis per bit
    of the CTA id. `[[0, 1]]` splits dim1 over 2 CTAs, `[[0, 0]]` gives both
    CTAs the same tile. It has no textual form of its own: encodings print it
    as their `CGALayout` key, and only when there is more than one CTA.

    Triton 3.5 wrote the same layout as three keys, `CTAsPerCGA`,
    `CTASplitNum` and `CTAOrder` (TXL's IR still does). Encodings read
    either spelling; the `legacy*` lists keep the 3.5 keys as they were read
    (empty for the 3.6 spelling), so that IR prints back as it came.
  }];
  // No mnemonic: the attribute is never parsed or printed on its own.
  let attrName = "ttg.cga_layout";
  let parameters = (ins TTG_LinearLayoutParam:$linearLayout,
                        OptionalArrayRefParameter<"unsigned">:$legacyCTAsPerCGA,
                        OptionalArrayRefParameter<"unsigned">:$legacyCTASplitNum,
                        OptionalArrayRefParameter<"unsigned">:$legacyCTAOrder);
  let builders = [
    AttrBuilder<(ins "const LinearLayout &":$linearLayout), [{
      return $_get($_ctxt, linearLayout, ArrayRef<unsigned>{},
                   ArrayRef<unsigned>{}, ArrayRef<unsigned>{});
    }]>,
  ];
  let extraClassDeclaration = [{
    /// The layout of a single CTA holding a tensor of the given rank.
    static CGAEncodingAttr get1CTALayout(MLIRContext *context, unsigned rank);
    /// The linear layout with the given `block` bases (each of `rank`
    /// entries, in units of one CTA's tile).
    static LinearLayout makeLayout(MLIRContext *context,
                                   std::vector<std::vector<int32_t>> blockBases,
                                   unsigned rank);
    unsigned getRank() const { return getLinearLayout().getNumOutDims(); }
    unsigned getNumCTAs() const {
      return getLinearLayout().getTotalInDimSize();
    }
    ArrayRef<std::vector<int32_t>> getBlockBases() const;
    /// Whether it was read in Triton 3.5's spelling (and prints so).
    bool hasLegacySpelling() const { return !getLegacyCTAsPerCGA().empty(); }
    /// The layout of Triton 3.5's keys: per dim (in `ctaOrder`, fastest
    /// first), the first log2(`ctaSplitNum`) bits of its CTAs split the dim,
    /// the others hold copies.
    static LinearLayout fromLegacyKeys(MLIRContext *context,
                                       ArrayRef<unsigned> ctasPerCGA,
                                       ArrayRef<unsigned> ctaSplitNum,
                                       ArrayRef<unsigned> ctaOrder);
  }];
  let genVerifyDecl = 1;
}

#endif // TT_DIALECT_TTG_IR_CGAATTR_TD

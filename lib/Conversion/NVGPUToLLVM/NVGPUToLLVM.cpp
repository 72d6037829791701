//===- NVGPUToLLVM.cpp - The nvg ops the TritonGPU lowering leaves --------===//
//
// Triton 3.6's convert-nv-gpu-to-llvm, for the ops our TritonGPU lowering
// emits: `nvg.cluster_id` reads `%cluster_ctarank`; `nvg.warp_id` is
// tid.x / 32 broadcast from lane 0 (so that ptxas knows it is uniform),
// counted from the first warp of its `ttg.warp_specialize` partition (0 in
// a one-warp partition);
// `nvg.ld_acquire` is Triton's inline PTX
//   mov.u32 $0, 0x0;
//   @$2 ld.global.<scope>.<sem>.b32 $0, [ $1 + 0 ];
// `nvg.wgmma` is one `wgmma.mma_async` whose accumulator registers are
// tied to their inputs, and `nvg.wgmma_wait_group` a `wgmma.wait_group`
// that ties the registers it guards (listed in a PTX comment, as Triton
// does). `nvg.tensor_memory_base` (sm100) becomes the kernel's tensor
// memory allocation, as Triton 3.6 emits it: at entry, warp 0 allocates
// the module's `ttg.tensor_memory_size` columns with `tcgen05.alloc`, which
// writes the base address to shared memory (offset 0, between two
// barriers: every thread reads it), and gives up its allocation permit;
// before each return, after a barrier, warp 0 frees the columns. Other nvg
// ops are reported by name.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/NVGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-nv-gpu-to-llvm"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTNVGPUTOLLVM
#include "tt/Conversion/NVGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

struct ClusterCTAIdOpLowering
    : public OpRewritePattern<nvgpu::ClusterCTAIdOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nvgpu::ClusterCTAIdOp op,
                                PatternRewriter &rewriter) const override {
    TT_DEBUG(TT_DBGS() << "nvg.cluster_id -> cluster.ctarank\n");
    rewriter.replaceOpWithNewOp<NVVM::ClusterId>(op, rewriter.getI32Type());
    return success();
  }
};

struct LoadAcquireOpLowering : public OpRewritePattern<nvgpu::LoadAcquireOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nvgpu::LoadAcquireOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = op.getType();
    unsigned width = std::max(8u, type.getIntOrFloatBitWidth());
    // Triton's register classes: 64 -> l, 32 -> r, narrower -> c (16 bits).
    std::string constraint = width == 64 ? "l" : width == 32 ? "r" : "c";
    std::string asmString =
        "mov.u" + std::to_string(std::max(16u, width)) + " $0, 0x0;\n\t";
    if (op.getMask())
      asmString += "@$2 ";
    asmString += ("ld.global." + nvgpu::stringifyMemSyncScope(op.getScope()) +
                  "." + nvgpu::stringifyMemSemantic(op.getSem()) + ".b" +
                  Twine(width) + " $0, [ $1 + 0 ];")
                     .str();
    SmallVector<Value> operands{op.getAddr()};
    std::string constraints = "=" + constraint + ",l";
    if (Value mask = op.getMask()) {
      operands.push_back(mask);
      constraints += ",b";
    }
    TT_DEBUG(TT_DBGS() << "nvg.ld_acquire -> " << asmString << "\n");
    Value bits = createInlineAsm(rewriter, loc, rewriter.getIntegerType(width),
                                 asmString, constraints, operands);
    rewriter.replaceOp(op,
                       TritonLLVMOpBuilder(loc, rewriter).bitcast(bits, type));
    return success();
  }
};

struct WarpIdOpLowering : public OpRewritePattern<nvgpu::WarpIdOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nvgpu::WarpIdOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    // The only warp of a one-warp partition is its warp 0.
    if (triton::gpu::lookupNumWarps(op) == 1) {
      rewriter.replaceOp(op, b.i32Val(0));
      return success();
    }
    Value tid = NVVM::ThreadIdXOp::create(rewriter, loc, rewriter.getI32Type());
    // Inside a `ttg.warp_specialize` partition (still there: the partitions
    // are lowered after this pass), warps count from the partition's first.
    if (std::optional<PartitionWarps> partition =
            getEnclosingPartition(op->getBlock()))
      tid = b.sub(tid, b.i32Val(32 * partition->firstWarp));
    Value warp = b.udiv(tid, b.i32Val(32));
    rewriter.replaceOp(op, shuffleIdx(rewriter, loc, warp, b.i32Val(0)));
    return success();
  }
};

/// The inline-asm register class of one lowered value.
std::string registerClass(Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return cast<LLVM::LLVMPointerType>(type).getAddressSpace() == 3 ? "r"
                                                                    : "l";
  unsigned bits = type.getIntOrFloatBitWidth();
  if (bits == 1)
    return "b";
  if (bits == 16)
    return "h";
  if (bits == 64)
    return type.isF64() ? "d" : "l";
  return type.isF32() ? "f" : "r";
}

/// "$first,$first+1,...,$first+count-1".
std::string operandList(unsigned first, unsigned count) {
  SmallVector<std::string> names;
  for (unsigned i = 0; i < count; ++i)
    names.push_back("$" + std::to_string(first + i));
  return llvm::join(names, ",");
}

/// Outputs of the struct's field types, each tied to the same input.
void addTiedRegisters(LLVM::LLVMStructType type,
                      SmallVector<std::string> &constraints) {
  for (Type field : type.getBody())
    constraints.push_back("=" + registerClass(field));
  for (size_t i = 0; i < type.getBody().size(); ++i)
    constraints.push_back(std::to_string(i));
}

struct WGMMAOpLowering : public OpRewritePattern<nvgpu::WGMMAOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nvgpu::WGMMAOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = cast<LLVM::LLVMStructType>(op.getType());
    unsigned numAcc = resultType.getBody().size();
    SmallVector<std::string> constraints;
    SmallVector<Value> operands;
    if (Value acc = op.getOpC()) {
      addTiedRegisters(resultType, constraints);
      llvm::append_range(operands, unpackLLElements(loc, acc, rewriter));
    } else {
      for (Type field : resultType.getBody())
        constraints.push_back("=" + registerClass(field));
    }
    unsigned next = numAcc + operands.size();
    auto addOperand = [&](Value value) -> std::string {
      if (!isa<LLVM::LLVMStructType>(value.getType())) {
        operands.push_back(value);
        constraints.push_back(registerClass(value.getType()));
        return "$" + std::to_string(next++);
      }
      SmallVector<Value> fields = unpackLLElements(loc, value, rewriter);
      for (Value field : fields) {
        operands.push_back(field);
        constraints.push_back(registerClass(field.getType()));
      }
      std::string list = "{" + operandList(next, fields.size()) + "}";
      next += fields.size();
      return list;
    };
    std::string a = addOperand(op.getOpA());
    std::string bDesc = addOperand(op.getOpB());
    std::string scaleD = op.getOpC() ? addOperand(op.getUseC()) : "0";

    nvgpu::WGMMAEltType eltA = op.getEltTypeA();
    bool isFloat =
        eltA != nvgpu::WGMMAEltType::s8 && eltA != nvgpu::WGMMAEltType::s32;
    bool canTranspose =
        eltA == nvgpu::WGMMAEltType::f16 || eltA == nvgpu::WGMMAEltType::bf16;
    std::string asmString =
        ("wgmma.mma_async.sync.aligned.m" + Twine(op.getM()) + "n" +
         Twine(op.getN()) + "k" + Twine(op.getK()) + "." +
         nvgpu::stringifyWGMMAEltType(op.getEltTypeC()) + "." +
         nvgpu::stringifyWGMMAEltType(eltA) + "." +
         nvgpu::stringifyWGMMAEltType(op.getEltTypeB()) + " {" +
         operandList(0, numAcc) + "}, " + a + ", " + bDesc + ", " + scaleD)
            .str();
    if (isFloat)
      asmString += ", 1, 1";
    if (canTranspose) {
      if (!isa<LLVM::LLVMStructType>(op.getOpA().getType()))
        asmString +=
            op.getLayoutA() == nvgpu::WGMMALayout::col ? ", 1" : ", 0";
      asmString += op.getLayoutB() == nvgpu::WGMMALayout::row ? ", 1" : ", 0";
    }
    asmString += ";";
    TT_DEBUG(TT_DBGS() << "nvg.wgmma -> " << asmString.substr(0, 60)
                       << "...\n");
    rewriter.replaceOp(op, createInlineAsm(rewriter, loc, resultType,
                                           asmString,
                                           llvm::join(constraints, ","),
                                           operands));
    return success();
  }
};

struct WGMMAWaitGroupOpLowering
    : public OpRewritePattern<nvgpu::WGMMAWaitGroupOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nvgpu::WGMMAWaitGroupOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<LLVM::LLVMStructType>(op.getType());
    SmallVector<std::string> constraints;
    addTiedRegisters(type, constraints);
    std::string asmString = "// wait for regs: " +
                            operandList(0, type.getBody().size()) +
                            "\n\twgmma.wait_group.sync.aligned " +
                            std::to_string(op.getPendings()) + ";";
    rewriter.replaceOp(
        op, createInlineAsm(rewriter, loc, type, asmString,
                            llvm::join(constraints, ","),
                            unpackLLElements(loc, op.getInput(), rewriter)));
    return success();
  }
};

/// Replaces the kernel's `nvg.tensor_memory_base` ops with the address
/// warp 0 allocates at entry (and frees before each return); partitions
/// of a ttg.warp_specialize capture it.
LogicalResult materializeTensorMemory(LLVM::LLVMFuncOp func, int64_t columns) {
  SmallVector<nvgpu::TensorMemoryBaseAddress> uses;
  func.walk([&](nvgpu::TensorMemoryBaseAddress op) { uses.push_back(op); });
  if (uses.empty())
    return success();
  if (columns <= 0 || columns > 512)
    return uses.front().emitError()
           << "nvg.tensor_memory_base: the kernel's ttg.tensor_memory_size "
           << columns << " is not 32 to 512 columns (run "
              "-triton-tensor-memory-allocation; more than 512 do not fit)";
  auto module = func->getParentOfType<ModuleOp>();
  if (!module.lookupSymbol<LLVM::GlobalOp>("global_smem"))
    return uses.front().emitError()
           << "nvg.tensor_memory_base: no @global_smem to receive the "
              "tcgen05.alloc address";
  Location loc = func.getLoc();
  OpBuilder builder(func.getBody());
  TritonLLVMOpBuilder b(loc, builder);
  Value tid = NVVM::ThreadIdXOp::create(builder, loc, builder.getI32Type());
  Value warp0 = LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::ult,
                                     tid, b.i32Val(32));
  Value smem = LLVM::AddressOfOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext(), 3),
      "global_smem");
  std::string size = std::to_string(columns);
  createInlineAsm(builder, loc, Type(),
                  "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta."
                  "b32 [$1], " + size + ";",
                  "b,r", {warp0, smem});
  NVVM::Barrier0Op::create(builder, loc);
  Value address = LLVM::LoadOp::create(builder, loc, builder.getI32Type(), smem);
  NVVM::Barrier0Op::create(builder, loc);
  Value base = b.intToPtr(address, uses.front().getType());
  createInlineAsm(builder, loc, Type(),
                  "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync."
                  "aligned;",
                  "b", {warp0});
  // A use in a warp_specialize partition gets the address as a capture:
  // the default warps pass it through shared memory like the others.
  for (nvgpu::TensorMemoryBaseAddress op : uses) {
    op.replaceAllUsesWith(reachFromPartition(op, base));
    op.erase();
  }
  func.walk([&](LLVM::ReturnOp ret) {
    OpBuilder atReturn(ret);
    NVVM::Barrier0Op::create(atReturn, ret.getLoc());
    createInlineAsm(atReturn, ret.getLoc(), Type(),
                    "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, " +
                        size + ";",
                    "b,r", {warp0, address});
  });
  TT_DEBUG(TT_DBGS() << "@" << func.getName() << ": tcgen05.alloc of "
                     << columns << " columns\n");
  return success();
}

struct ConvertNVGPUToLLVM
    : public triton::impl::ConvertNVGPUToLLVMBase<ConvertNVGPUToLLVM> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto columns = module->getAttrOfType<IntegerAttr>("ttg.tensor_memory_size");
    for (auto func : module.getOps<LLVM::LLVMFuncOp>())
      if (failed(materializeTensorMemory(func, columns ? columns.getInt() : 0)))
        return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    patterns.add<ClusterCTAIdOpLowering, LoadAcquireOpLowering, WarpIdOpLowering,
                 WGMMAOpLowering, WGMMAWaitGroupOpLowering>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();
    if (failed(reportUnloweredDialectOps(module, "nvg")))
      signalPassFailure();
  }
};

} // namespace

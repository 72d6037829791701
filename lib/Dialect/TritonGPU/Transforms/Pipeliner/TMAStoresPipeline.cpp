//===- TMAStoresPipeline.cpp - Asynchronous descriptor stores in loops ----===//
//
// A `tt.descriptor_store` (reduce, scatter) in a pipelined loop becomes a
// TMA copy from a shared buffer allocated once before the loop (one per
// tile shape and element type): the copy of the previous iteration is
// waited on (`ttng.async_tma_store_wait {pendings = 0}`) only before the
// buffer is overwritten, so the store overlaps the next iteration's work.
// Descriptors made in the loop get rotating tensormap slots. Triton 3.6's
// TMAStoresPipeline.cpp.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/PipelineLowering.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#define DEBUG_TYPE "tritongpu-pipeline"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

struct TMAStore {
  Operation *op;
  TypedValue<TensorDescType> desc;
  TypedValue<RankedTensorType> src;
};

/// The descriptor stores of `forOp`, not those of nested loops.
SmallVector<TMAStore> getTMAStores(scf::ForOp forOp) {
  SmallVector<TMAStore> stores;
  forOp.getBody()->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto store = dyn_cast<DescriptorStoreOp>(op))
      stores.push_back({op, store.getDesc(), store.getSrc()});
    else if (auto reduce = dyn_cast<DescriptorReduceOp>(op))
      stores.push_back({op, reduce.getDesc(), reduce.getSrc()});
    else if (auto scatter = dyn_cast<DescriptorScatterOp>(op))
      stores.push_back({op, scatter.getDesc(), scatter.getSrc()});
    else if (isa<scf::ForOp>(op))
      return WalkResult::skip();
    return WalkResult::advance();
  });
  return stores;
}

FailureOr<Value> createStoreBuffer(scf::ForOp forOp, const TMAStore &store) {
  OpBuilder builder(forOp);
  RankedTensorType type = store.src.getType();
  FailureOr<Attribute> encoding = ttng::getSharedEncodingOfAccess(
      type, store.desc.getType(),
      [&] { return store.op->emitError("tritongpu-pipeline: "); });
  if (failed(encoding))
    return failure();
  auto bufferType = MemDescType::get(
      type.getShape(), type.getElementType(), *encoding,
      SharedMemorySpaceAttr::get(type.getContext()), /*mutableMemory=*/true);
  return LocalAllocOp::create(builder, store.op->getLoc(), bufferType,
                              /*src=*/Value(), IntegerAttr())
      .getResult();
}

void createTMAStore(const TMAStore &store, Value buffer) {
  OpBuilder builder(store.op);
  Location loc = store.op->getLoc();
  // The previous copy from the buffer must be done before it is rewritten.
  ttng::TMAStoreWaitOp::create(builder, loc, /*pendings=*/0);
  LocalStoreOp::create(builder, loc, store.src, buffer);
  ttng::FenceAsyncSharedOp::create(builder, loc, /*bCluster=*/false);
  Attribute encoding = store.desc.getType().getBlockType().getEncoding();
  if (auto descStore = dyn_cast<DescriptorStoreOp>(store.op)) {
    // Triton computes the translated indices and copies with the original
    // ones.
    ttng::translateTMAIndices(builder, loc, encoding, descStore.getIndices());
    ttng::AsyncTMACopyLocalToGlobalOp::create(builder, loc, store.desc,
                                              descStore.getIndices(), buffer);
  } else if (auto reduce = dyn_cast<DescriptorReduceOp>(store.op)) {
    ttng::translateTMAIndices(builder, loc, encoding, reduce.getIndices());
    ttng::AsyncTMAReduceOp::create(builder, loc, reduce.getKind(), store.desc,
                                   reduce.getIndices(), buffer);
  } else {
    auto scatter = cast<DescriptorScatterOp>(store.op);
    ttng::AsyncTMAScatterOp::create(builder, loc, store.desc,
                                    scatter.getXOffsets(),
                                    scatter.getYOffset(), buffer);
  }
  store.op->erase();
}

/// A descriptor that is a kernel argument (made on the host).
bool isHostSideDescriptor(Value desc) {
  auto arg = dyn_cast<BlockArgument>(desc);
  return arg && isa<FuncOp>(arg.getOwner()->getParentOp());
}

} // namespace

LogicalResult mlir::triton::gpu::pipelineTMAStores(scf::ForOp forOp) {
  SmallVector<TMAStore> stores = getTMAStores(forOp);
  if (stores.empty())
    return success();
  // Stores of one tile type share a buffer: each waits for the last copy
  // before writing it. (Triton frees the buffer once per store.)
  llvm::MapVector<Operation *, Value> bufferOf;
  DenseMap<std::pair<ArrayRef<int64_t>, Type>, Value> buffers;
  for (const TMAStore &store : stores) {
    RankedTensorType type = store.src.getType();
    Value &buffer = buffers[{type.getShape(), type.getElementType()}];
    if (!buffer) {
      FailureOr<Value> created = createStoreBuffer(forOp, store);
      if (failed(created))
        return failure();
      buffer = *created;
    }
    bufferOf[store.op] = buffer;
  }
  bool deviceSideDescriptor = llvm::any_of(stores, [](const TMAStore &store) {
    return !isHostSideDescriptor(store.desc);
  });
  for (const TMAStore &store : stores) {
    TT_DEBUG(TT_DBGS() << describeOp(store.op)
                       << ": TMA copy from a buffer reused across "
                          "iterations\n");
    createTMAStore(store, bufferOf[store.op]);
  }
  OpBuilder builder(forOp);
  builder.setInsertionPointAfter(forOp);
  ttng::TMAStoreWaitOp::create(builder, forOp->getLoc(), /*pendings=*/0);
  for (auto &[op, buffer] : bufferOf)
    LocalDeallocOp::create(builder, forOp->getLoc(), buffer);
  if (deviceSideDescriptor) {
    // Two slots per descriptor (Triton's schedule of 3 stages).
    CoarseSchedule schedule(3);
    if (failed(lowerTMADescriptors(forOp, schedule)))
      return failure();
  }
  return success();
}

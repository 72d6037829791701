//===- WgmmaOperandCopies.cpp - Safe register A for async wgmma -----------===//
//
// The waits before the copies of A that each asynchronous wgmma on
// registers reads (WgmmaOperandCopies.h says why they exist).
//
// A copy made for wgmma w is next written when w runs again. If d groups
// are committed between w's commit and that next copy (on every path), w's
// previous run is retired once at most d groups are pending. So for each
// copy two numbers are computed on the function's CFG (the TritonGPU IR
// after convert-scf-to-cf, before any op is lowered):
// - a bound on the groups pending there, by forward data flow over the
//   blocks: a `warp_group_dot_wait {pendings = p}` lowers it to p, a commit
//   raises it by one (an asynchronous dot commits one group, or one per
//   wgmma when A is in registers), a synchronous dot ends at 0, a kernel
//   starts at 0 and the bound at a join is the largest coming in;
// - d, the fewest commits on any path from w's commit back to its copy
//   (Dijkstra over the blocks; no path: w never runs again before it).
// The copy gets a wait for d pending groups only where the bound exceeds d.
// Dots anywhere else than in a function's CFG (a region of another op) get
// the wait that is always enough: between two runs of a wgmma the dot's
// other wgmmas commit, so count - 1 pending groups leave none of it.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/WgmmaOperandCopies.h"

#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

WgmmaTiles mlir::triton::getWgmmaTiles(ttng::WarpGroupDotOp dot) {
  RankedTensorType dType = dot.getType();
  auto mma = dyn_cast<ttg::NvidiaMmaEncodingAttr>(dType.getEncoding());
  if (!mma || mma.getInstrShape().size() != 3)
    return {1, 1, 1};
  ArrayRef<unsigned> instr = mma.getInstrShape();
  ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
  ArrayRef<int64_t> shape = dType.getShape();
  int64_t kSize = cast<ShapedType>(dot.getA().getType()).getShape()[1];
  return {llvm::divideCeil(shape[0], int64_t(instr[0]) * warps[0]),
          llvm::divideCeil(shape[1], int64_t(instr[1]) * warps[1]),
          llvm::divideCeil(kSize, int64_t(instr[2]))};
}

bool mlir::triton::readsRegisterOperandAsync(ttng::WarpGroupDotOp dot) {
  return dot.getIsAsync() && isa<RankedTensorType>(dot.getA().getType());
}

namespace {

/// Bounds beyond any count of groups a loop commits; they saturate here,
/// which also ends the data flow around loops that never wait.
constexpr int kUnbounded = 1 << 10;

/// What one op does to the wgmma groups in flight, in program order; a
/// register-A asynchronous dot is a copy then a commit per wgmma.
struct GroupEvent {
  enum Kind { Wait, Commit, Reset, Unknown, Copy } kind;
  int pendings = 0;             // Wait
  Operation *dot = nullptr;     // Copy
  int wgmma = 0;                // Copy
};

bool issuesWgmmas(Operation &op) {
  bool found = false;
  op.walk([&](ttng::WarpGroupDotOp) { found = true; });
  return found;
}

/// With `ownGroups`, a register-A asynchronous dot commits a group per
/// wgmma, each after its copy; else one group, after all its copies.
SmallVector<GroupEvent> groupEventsOf(Block &block, bool ownGroups) {
  SmallVector<GroupEvent> events;
  for (Operation &op : block) {
    if (auto wait = dyn_cast<ttng::WarpGroupDotWaitOp>(op)) {
      events.push_back({GroupEvent::Wait, int(wait.getPendings())});
    } else if (auto dot = dyn_cast<ttng::WarpGroupDotOp>(op)) {
      if (!dot.getIsAsync()) {
        events.push_back({GroupEvent::Reset});
      } else if (!readsRegisterOperandAsync(dot)) {
        events.push_back({GroupEvent::Commit});
      } else {
        for (int64_t i = 0, e = getWgmmaTiles(dot).count(); i < e; ++i) {
          events.push_back({GroupEvent::Copy, 0, dot, int(i)});
          if (ownGroups)
            events.push_back({GroupEvent::Commit});
        }
        if (!ownGroups)
          events.push_back({GroupEvent::Commit});
      }
    } else if (isa<CallOpInterface>(op) ||
               (op.getNumRegions() != 0 && issuesWgmmas(op))) {
      events.push_back({GroupEvent::Unknown});
    }
  }
  return events;
}

int afterEvent(const GroupEvent &event, int pending) {
  switch (event.kind) {
  case GroupEvent::Wait:
    return std::min(pending, event.pendings);
  case GroupEvent::Commit:
    return std::min(pending + 1, kUnbounded);
  case GroupEvent::Reset:
    return 0;
  case GroupEvent::Unknown:
    return kUnbounded;
  case GroupEvent::Copy:
    return pending;
  }
  llvm_unreachable("unknown group event");
}

int commitsIn(ArrayRef<GroupEvent> events) {
  return llvm::count_if(events, [](const GroupEvent &event) {
    return event.kind == GroupEvent::Commit;
  });
}

class RegionAnalysis {
public:
  RegionAnalysis(Region &region, bool startsIdle, bool ownGroups) {
    for (Block &block : region)
      events[&block] = groupEventsOf(block, ownGroups);
    boundPendingAtBlockStarts(region, startsIdle);
  }

  /// The wait the copy at `events[block][index]` needs, if any.
  std::optional<int> waitBeforeCopy(Block *block, size_t index) const {
    ArrayRef<GroupEvent> blockEvents = eventsIn(block);
    int pending = pendingIn.lookup(block);
    for (const GroupEvent &event : blockEvents.take_front(index))
      pending = afterEvent(event, pending);
    std::optional<int> between = commitsUntilNextRun(block, index);
    if (!between || pending <= *between)
      return std::nullopt;
    return *between;
  }

  const DenseMap<Block *, SmallVector<GroupEvent>> &allEvents() const {
    return events;
  }

private:
  ArrayRef<GroupEvent> eventsIn(Block *block) const {
    return events.find(block)->second;
  }

  void boundPendingAtBlockStarts(Region &region, bool startsIdle) {
    Block *entry = &region.front();
    pendingIn[entry] = startsIdle ? 0 : kUnbounded;
    SmallVector<Block *> worklist{entry};
    while (!worklist.empty()) {
      Block *block = worklist.pop_back_val();
      int pending = pendingIn[block];
      for (const GroupEvent &event : events[block])
        pending = afterEvent(event, pending);
      for (Block *successor : block->getSuccessors()) {
        auto [it, inserted] = pendingIn.try_emplace(successor, pending);
        if (!inserted && it->second >= pending)
          continue;
        it->second = pending;
        worklist.push_back(successor);
      }
    }
  }

  /// The fewest commits from the commit of the copy at `index` of `block`
  /// (the first one after it: its wgmma's group) until that copy runs
  /// again.
  std::optional<int> commitsUntilNextRun(Block *block, size_t index) const {
    ArrayRef<GroupEvent> blockEvents = eventsIn(block);
    ArrayRef<GroupEvent> after = blockEvents.drop_front(index + 1);
    const GroupEvent *commit = llvm::find_if(after, [](const GroupEvent &e) {
      return e.kind == GroupEvent::Commit;
    });
    int tail = commitsIn(after.drop_front(commit - after.begin() + 1));
    DenseMap<Block *, int> distance;
    SmallVector<std::pair<int, Block *>> frontier;
    for (Block *successor : block->getSuccessors())
      frontier.push_back({tail, successor});
    while (!frontier.empty()) {
      auto nearest = llvm::min_element(frontier);
      auto [cost, next] = *nearest;
      frontier.erase(nearest);
      if (!distance.try_emplace(next, cost).second)
        continue;
      int through = cost + commitsIn(eventsIn(next));
      for (Block *successor : next->getSuccessors())
        if (!distance.count(successor))
          frontier.push_back({through, successor});
    }
    auto it = distance.find(block);
    if (it == distance.end())
      return std::nullopt;
    return it->second + commitsIn(blockEvents.take_front(index));
  }

  DenseMap<Block *, SmallVector<GroupEvent>> events;
  DenseMap<Block *, int> pendingIn;
};

std::string describe(ArrayRef<std::optional<int>> waits) {
  std::string text;
  for (std::optional<int> wait : waits)
    text += (text.empty() ? "" : " ") + (wait ? std::to_string(*wait) : "-");
  return text;
}

} // namespace

/// The copies' waits in one function, with register-A dots committing one
/// group or one per wgmma; whether any copy needed a wait.
static bool planFunction(FunctionOpInterface func, bool ownGroups,
                  DenseMap<Operation *, WgmmaCopyPlan> &plans) {
  // A kernel starts with no group in flight; a called function with any.
  RegionAnalysis analysis(func.getFunctionBody(), func.isPublic(), ownGroups);
  bool waited = false;
  for (auto &[block, events] : analysis.allEvents())
    for (auto [index, event] : llvm::enumerate(events)) {
      if (event.kind != GroupEvent::Copy)
        continue;
      WgmmaCopyPlan &plan = plans[event.dot];
      plan.ownGroups = ownGroups;
      plan.waits.push_back(analysis.waitBeforeCopy(block, index));
      waited |= plan.waits.back().has_value();
    }
  return waited;
}

WgmmaOperandCopyWaits::WgmmaOperandCopyWaits(ModuleOp module) {
  // In a function's CFG: the data flow above, first with Triton's one
  // group per dot; only if a copy then has to wait, with a group per wgmma,
  // so that the waits hold back fewer of them.
  module.walk([&](FunctionOpInterface func) {
    if (func.isExternal())
      return;
    DenseMap<Operation *, WgmmaCopyPlan> oneGroupPerDot;
    if (!planFunction(func, /*ownGroups=*/false, oneGroupPerDot)) {
      plans.insert(oneGroupPerDot.begin(), oneGroupPerDot.end());
      return;
    }
    planFunction(func, /*ownGroups=*/true, plans);
  });
  // Anywhere else, a group per wgmma and count - 1 pending.
  module.walk([&](ttng::WarpGroupDotOp dot) {
    if (!readsRegisterOperandAsync(dot) || plans.count(dot))
      return;
    int count = getWgmmaTiles(dot).count();
    plans[dot] = {/*ownGroups=*/true,
                  SmallVector<std::optional<int>>(count, count - 1)};
  });
  module.walk([&](ttng::WarpGroupDotOp dot) {
    auto it = plans.find(dot);
    if (it != plans.end())
      TT_DEBUG(TT_DBGS() << describeOp(dot) << " (A in registers, async): "
                         << (it->second.ownGroups ? "a group per wgmma"
                                                  : "one group")
                         << ", waits before its copies of A, in pending "
                            "groups (- for none): "
                         << describe(it->second.waits) << "\n");
  });
}

const WgmmaCopyPlan &
WgmmaOperandCopyWaits::lookup(ttng::WarpGroupDotOp dot) const {
  auto it = plans.find(dot);
  assert(it != plans.end() && "not an asynchronous dot on registers");
  return it->second;
}

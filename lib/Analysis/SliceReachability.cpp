//===- SliceReachability.cpp - mlir::getSlice for many ops at once --------===//
#include "tt/Analysis/SliceReachability.h"

#include "mlir/IR/OpDefinition.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::triton;

SliceReachability::SliceReachability(Operation *root) {
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == root)
      return;
    index[op] = ops.size();
    ops.push_back(op);
  });
  edgeBegin.reserve(ops.size() + 1);
  for (Operation *op : ops) {
    edgeBegin.push_back(edgeTargets.size());
    addEdges(op);
  }
  edgeBegin.push_back(edgeTargets.size());
  condense();
}

/// The edges mirror one step of mlir::getSlice with default options.
void SliceReachability::addEdges(Operation *op) {
  auto addEdge = [&](Operation *target) {
    auto it = index.find(target);
    if (it != index.end())
      edgeTargets.push_back(it->second);
  };
  // Forward: users of the results and everything nested in the regions.
  for (Value result : op->getResults())
    for (Operation *user : result.getUsers())
      addEdge(user);
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        addEdge(&nested);
  // Backward: defining ops of the operands, and the parent of a block
  // argument when it has a single region of a single block. The backward
  // walk never enters ops isolated from above.
  for (Value operand : op->getOperands()) {
    Operation *source = operand.getDefiningOp();
    if (!source) {
      Operation *parent = cast<BlockArgument>(operand).getOwner()->getParentOp();
      if (!parent || parent->getNumRegions() != 1 ||
          !parent->getRegion(0).hasOneBlock())
        continue;
      source = parent;
    }
    if (!source->hasTrait<OpTrait::IsIsolatedFromAbove>())
      addEdge(source);
  }
}

/// Tarjan's algorithm without recursion (kernels can nest and chain deeply).
void SliceReachability::condense() {
  constexpr unsigned kUnvisited = ~0u;
  unsigned n = ops.size();
  std::vector<unsigned> order(n, kUnvisited), lowLink(n, 0);
  std::vector<bool> onStack(n, false);
  std::vector<unsigned> stack;
  component.assign(n, 0);
  struct Frame {
    unsigned node;
    unsigned nextEdge;
  };
  std::vector<Frame> frames;
  unsigned counter = 0;
  for (unsigned start = 0; start < n; ++start) {
    if (order[start] != kUnvisited)
      continue;
    frames.push_back({start, edgeBegin[start]});
    order[start] = lowLink[start] = counter++;
    stack.push_back(start);
    onStack[start] = true;
    while (!frames.empty()) {
      Frame &frame = frames.back();
      unsigned node = frame.node;
      if (frame.nextEdge < edgeBegin[node + 1]) {
        unsigned next = edgeTargets[frame.nextEdge++];
        if (order[next] == kUnvisited) {
          order[next] = lowLink[next] = counter++;
          stack.push_back(next);
          onStack[next] = true;
          frames.push_back({next, edgeBegin[next]});
        } else if (onStack[next]) {
          lowLink[node] = std::min(lowLink[node], order[next]);
        }
        continue;
      }
      if (lowLink[node] == order[node]) {
        unsigned member;
        do {
          member = stack.back();
          stack.pop_back();
          onStack[member] = false;
          component[member] = numComponents;
        } while (member != node);
        ++numComponents;
      }
      frames.pop_back();
      if (!frames.empty()) {
        unsigned parent = frames.back().node;
        lowLink[parent] = std::min(lowLink[parent], lowLink[node]);
      }
    }
  }
}

DenseMap<Operation *, int64_t> SliceReachability::maxWeightInSlice(
    const DenseMap<Operation *, int64_t> &weights) const {
  // Tarjan numbers a component after every component it reaches, so one
  // pass in increasing order sees each successor's best weight first.
  std::vector<std::vector<unsigned>> members(numComponents);
  for (unsigned node = 0; node < ops.size(); ++node)
    members[component[node]].push_back(node);
  std::vector<int64_t> best(numComponents, -1);
  for (unsigned c = 0; c < numComponents; ++c) {
    for (unsigned node : members[c]) {
      auto weight = weights.find(ops[node]);
      if (weight != weights.end())
        best[c] = std::max(best[c], weight->second);
      for (unsigned e = edgeBegin[node]; e < edgeBegin[node + 1]; ++e)
        best[c] = std::max(best[c], best[component[edgeTargets[e]]]);
    }
  }
  DenseMap<Operation *, int64_t> result;
  for (unsigned node = 0; node < ops.size(); ++node)
    if (best[component[node]] >= 0)
      result[ops[node]] = best[component[node]];
  return result;
}

std::vector<Operation *> SliceReachability::getSlice(Operation *op) const {
  auto start = index.find(op);
  if (start == index.end())
    return {};
  std::vector<bool> seen(ops.size(), false);
  std::vector<unsigned> work{start->second};
  seen[start->second] = true;
  std::vector<Operation *> slice;
  while (!work.empty()) {
    unsigned node = work.back();
    work.pop_back();
    slice.push_back(ops[node]);
    for (unsigned e = edgeBegin[node]; e < edgeBegin[node + 1]; ++e)
      if (!seen[edgeTargets[e]]) {
        seen[edgeTargets[e]] = true;
        work.push_back(edgeTargets[e]);
      }
  }
  return slice;
}

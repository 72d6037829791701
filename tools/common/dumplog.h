/* dumplog.h - Read Triton's MLIR_ENABLE_DUMP logs.
 *
 * A log is a sequence of blocks, each after a header line
 *   // -----// IR Dump Before <Pass> (<flag>) ('<anchor>' operation[: @<symbol>]) //----- //
 * Block i is the IR *before* pass i ran, i.e. the input of pass i; block i+1
 * is its output (but see tt_log_output_block). A pass that dumps its own
 * intermediate IR while it runs prints, after its block, sections
 *   // -----// <Name> internal IR Dump After: <Step>
 * (Triton's pipeliner: "SoftwarePipeliner ... LowerLoops", "... ExpandLoops";
 * its warp specialization: "WarpSpec ..."). They end the block's module, so
 * a block's module is exactly what went into its pass, and are kept as the
 * block's steps, in order. Other `// -----//` lines end a block's module and
 * start nothing. The shared corpus adds comment lines
 * `// ===== tt-corpus: stage <name> begins =====`; they name the stage of the
 * blocks after them and end the block before them. Real Triton logs have no
 * such markers; their blocks have an empty stage.
 *
 * tt-opt's own --mlir-print-ir-before-all output without
 * --mlir-print-ir-module-scope has headers without the "('<anchor>'
 * operation...)" part, and a pass on a function prints that function alone:
 * such a block's anchor and symbol come from the op it holds.
 *
 * The block rules are those of ../shared/tools/corpus-check (its `list`).
 */
#ifndef TT_DUMPLOG_H
#define TT_DUMPLOG_H

#include <stddef.h>

/* tt_block.parent of a block that no other pass ran. */
#define TT_NO_BLOCK ((size_t)-1)

/* One internal IR dump of a pass: the module after one of its steps. */
struct tt_step {
  char *name;         /* who printed it, e.g. "SoftwarePipeliner" */
  char *step;         /* the step, e.g. "LowerLoops" */
  char *module;       /* the IR text, ends with exactly one '\n' */
  size_t module_len;
  size_t line;        /* 1-based line of its header in the log */
};

struct tt_block {
  size_t index;       /* 0-based position in the log */
  char *pass;         /* pass class name, e.g. "Canonicalizer" */
  char *flag;         /* pass argument, e.g. "canonicalize" */
  char *anchor;       /* op the pass ran on, e.g. "builtin.module", "tt.func" */
  char *symbol;       /* "@name" part of the header without '@', or "" */
  char *stage;        /* corpus stage ("ttir", "ttgir", ...) or "" */
  char *module;       /* the IR text, ends with exactly one '\n' */
  size_t module_len;
  size_t line;        /* 1-based line of the header in the log */
  int op_only;        /* holds the anchor op alone, not its module (a log
                         printed without --mlir-print-ir-module-scope) */
  size_t parent;      /* the block of the pass this one ran inside (the
                         inliner runs canonicalize on each function), or
                         TT_NO_BLOCK */
  struct tt_step *steps; /* the internal dumps after the block, in order;
                            step k (1-based) is steps[k - 1] */
  size_t step_count;
};

struct tt_log {
  char *text;              /* the whole log; blocks point into it */
  size_t text_len;
  struct tt_block *blocks;
  size_t count;
};

/* Reads a plain or gzip-compressed log. On failure returns -1 and writes a
 * message naming the file (and the block, for a log that is cut off or
 * corrupt) to `err`. A log with no block is not an error (count is 0). */
int tt_log_read(const char *path, struct tt_log *log, char *err, size_t errlen);
void tt_log_free(struct tt_log *log);

/* The block that holds Triton's output of pass n: block n+1, except that
 * the output of a pass that ran others inside it (the inliner) is the first
 * block after theirs. Returns TT_NO_BLOCK when the log does not have it,
 * with the reason in *why (malloc'ed), e.g. for the last block or for the
 * inliner's canonicalize of a function that it then inlined calls into. */
size_t tt_log_output_block(const struct tt_log *log, size_t n, char **why);

/* The pass spec that reruns block b's pass with tt-opt as Triton ran it:
 * "flag" for module passes; for a pass on one function of the module,
 * "tt-on-symbol{symbol=f pipeline=tt.func(flag)}", which runs it on that
 * function only; "anchor(flag)" for a block that holds the op alone.
 * `options` (may be NULL or "") is added as "flag{options}". Malloc'ed. */
char *tt_block_pass_spec(const struct tt_block *b, const char *options);

/* Whether the header and what it holds say the same thing: "on tt.func @f"
 * for a pass on one function, plus what an op_only block holds. For `list`.
 * Malloc'ed; "" for a module pass. */
char *tt_block_describe_anchor(const struct tt_block *b);

/* "NNN-flag.mlir", the name under which block b is written. Malloc'ed. */
char *tt_block_file_name(const struct tt_block *b);

/* "NNN-flag.step-K-<Step>.mlir", the name under which step k (1-based) of
 * block b is written; characters other than letters, digits, '_', '-' and
 * '.' in the step's name become '_'. Malloc'ed. */
char *tt_step_file_name(const struct tt_block *b, size_t k);

/* The value of the module attribute `name` in block b's module (quotes and
 * the ": type" suffix removed: "cuda:90", "8"), or NULL. Malloc'ed. */
char *tt_block_module_attribute(const struct tt_block *b, const char *name);

#endif

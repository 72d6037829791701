/* dumplog.h - Read Triton's MLIR_ENABLE_DUMP logs.
 *
 * A log is a sequence of blocks, each after a header line
 *   // -----// IR Dump Before <Pass> (<flag>) ('<anchor>' operation[: @<symbol>]) //----- //
 * Block i is the IR *before* pass i ran, i.e. the input of pass i; block i+1
 * is its output. Other `// -----//` lines (the pipeliner's "internal IR Dump
 * After: ..." sections) end a block's module but start no block, so a block's
 * module is exactly what went into its pass. The shared corpus adds comment
 * lines `// ===== tt-corpus: stage <name> begins =====`; they name the stage
 * of the blocks after them and end the block before them. Real Triton logs
 * have no such markers; their blocks have an empty stage.
 *
 * The block rules are those of ../shared/tools/corpus-check (its `list`).
 */
#ifndef TT_DUMPLOG_H
#define TT_DUMPLOG_H

#include <stddef.h>

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
};

struct tt_log {
  char *text;              /* the whole log; blocks point into it */
  size_t text_len;
  struct tt_block *blocks;
  size_t count;
};

/* Reads a plain or gzip-compressed log. On failure returns -1 and writes a
 * message to `err`. A log with no block is not an error (count is 0). */
int tt_log_read(const char *path, struct tt_log *log, char *err, size_t errlen);
void tt_log_free(struct tt_log *log);

/* The pass spec that reruns block b's pass with tt-opt: "flag" for module
 * passes, "anchor(flag)" for the others; `options` (may be NULL or "") is
 * added as "flag{options}". Returns a malloc'ed string. */
char *tt_block_pass_spec(const struct tt_block *b, const char *options);

/* "NNN-flag.mlir", the name under which block b is written. Malloc'ed. */
char *tt_block_file_name(const struct tt_block *b);

#endif

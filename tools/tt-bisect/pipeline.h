/* pipeline.h - Split MLIR textual pass pipelines into single passes.
 *
 * "builtin.module(a{x=1}, tt.func(b, c), d)" becomes the list
 *   a{x=1}
 *   tt.func(b)
 *   tt.func(c)
 *   d
 * so that every pass of a nested pipeline can be bisected on its own.
 * Commas inside {options}, "strings" and nested parentheses do not split.
 */
#ifndef TT_PIPELINE_H
#define TT_PIPELINE_H

#include <stddef.h>

struct pass_list {
  char **items; /* each a pipeline element that runs exactly one pass */
  size_t count;
};

/* Appends the passes of `pipeline` (with or without the builtin.module(...)
 * around it) to `list`. Returns 0, or -1 after reporting bad syntax. */
int pipeline_split(const char *pipeline, struct pass_list *list);
void pass_list_add(struct pass_list *list, char *item);
void pass_list_free(struct pass_list *list);

/* "builtin.module(items[first], ..., items[last - 1])", malloc'ed. Empty
 * items (passes that run as part of another one) are left out. */
char *pipeline_join(const struct pass_list *list, size_t first, size_t last);

/* Calls `fn` with each pass name in `item` (not the anchor op names), e.g.
 * "b" for "tt.func(b{x=1})". Stops at and returns fn's first non-zero. */
int pipeline_for_each_pass_name(const char *item,
                                int (*fn)(const char *name, void *ctx),
                                void *ctx);

/* The pass that `item` runs and its options, e.g. "b" and "x=1" for
 * "tt.func(b{x=1})" (options "" when it has none). Both malloc'ed. Returns
 * 0, or -1 when the item holds no pass. */
int pipeline_item_pass(const char *item, char **name, char **options);

/* The pipeline string of an MLIR reproducer file's resource
 *   {-# external_resources: { mlir_reproducer: { pipeline: "...", ... } } #-}
 * (malloc'ed), and in *ir_len the length of the IR in front of it. NULL if
 * the text has none. */
char *pipeline_from_reproducer(const char *text, size_t *ir_len);

#endif

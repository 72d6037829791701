/* passopts.c - Pass options for rerunning logged passes (see passopts.h). */
#include "passopts.h"

#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* An option Triton's pipeline passes explicitly (the table of
 * ../shared/tools/corpus-check's pass_options), and the module attribute
 * that holds its value, if any: the pass writes it there (convert-triton-
 * to-tritongpu) or the passes before it did (ttg.target). */
enum value_form { AS_WRITTEN, CUDA_CAPABILITY };
struct triton_option {
  const char *flag;
  const char *option;
  const char *attribute; /* NULL: not in the IR */
  enum value_form form;
};

static const struct triton_option kTritonOptions[] = {
    {"convert-triton-to-tritongpu", "target", "ttg.target", AS_WRITTEN},
    {"convert-triton-to-tritongpu", "num-warps", "ttg.num-warps", AS_WRITTEN},
    {"convert-triton-to-tritongpu", "threads-per-warp", "ttg.threads-per-warp",
     AS_WRITTEN},
    {"convert-triton-to-tritongpu", "num-ctas", "ttg.num-ctas", AS_WRITTEN},
    {"tritongpu-assign-latencies", "num-stages", NULL, AS_WRITTEN},
    {"tritongpu-pipeline", "num-stages", NULL, AS_WRITTEN},
    {"tritonamdgpu-schedule-loops", "num_stages", NULL, AS_WRITTEN},
    {"convert-triton-gpu-to-llvm", "compute-capability", "ttg.target",
     CUDA_CAPABILITY},
    {"convert-triton-gpu-to-llvm", "ptx-version", NULL, AS_WRITTEN},
    {"allocate-shared-memory-nv", "compute-capability", "ttg.target",
     CUDA_CAPABILITY},
    {"allocate-shared-memory-nv", "ptx-version", NULL, AS_WRITTEN},
};
#define TRITON_OPTION_COUNT (sizeof kTritonOptions / sizeof kTritonOptions[0])

static int is_flag_char(char c) {
  return isalnum((unsigned char)c) || c == '-' || c == '_' || c == '.';
}

const char *tt_options_group_end(const char *p) {
  int depth = 0, quoted = 0;
  for (; *p; ++p) {
    if (quoted) {
      if (*p == '\\' && p[1])
        ++p;
      else if (*p == '"')
        quoted = 0;
    } else if (*p == '"') {
      quoted = 1;
    } else if (*p == '{') {
      ++depth;
    } else if (*p == '}' && --depth == 0) {
      return p + 1;
    }
  }
  return NULL;
}

static void add_given(struct tt_given_options *given, char *flag,
                      char *options) {
  size_t n = given->count + 1;
  given->flags = tt_xrealloc(given->flags, n * sizeof *given->flags);
  given->options = tt_xrealloc(given->options, n * sizeof *given->options);
  given->flags[given->count] = flag;
  given->options[given->count] = options;
  given->count = n;
}

int tt_options_parse(const char *text, struct tt_given_options *given) {
  const char *p = text;
  int items = 0;
  for (;;) {
    p += strspn(p, " \t\n,");
    if (!*p)
      break;
    size_t flag_len = 0;
    while (is_flag_char(p[flag_len]))
      ++flag_len;
    const char *close = p[flag_len] == '{' ? tt_options_group_end(p + flag_len) : NULL;
    if (!flag_len || !close) {
      tt_error("--options wants PASS{KEY=VALUE ...}, e.g. "
               "'convert-triton-gpu-to-llvm{ptx-version=87}', not '%s'", text);
      return -1;
    }
    char *flag = tt_xasprintf("%.*s", (int)flag_len, p);
    if (tt_options_for(given, flag)) {
      tt_error("--options names %s twice", flag);
      free(flag);
      return -1;
    }
    const char *body = p + flag_len + 1;
    add_given(given, flag,
              tt_xasprintf("%.*s", (int)(close - 1 - body), body));
    p = close;
    ++items;
  }
  if (!items) {
    tt_error("--options is empty");
    return -1;
  }
  return 0;
}

void tt_options_free(struct tt_given_options *given) {
  for (size_t i = 0; i < given->count; ++i) {
    free(given->flags[i]);
    free(given->options[i]);
  }
  free(given->flags);
  free(given->options);
  memset(given, 0, sizeof *given);
}

const char *tt_options_for(const struct tt_given_options *given,
                           const char *flag) {
  for (size_t i = 0; given && i < given->count; ++i)
    if (strcmp(given->flags[i], flag) == 0)
      return given->options[i];
  return NULL;
}

/* A "KEY=VALUE" list split into items at blanks outside quotes and
 * braces. */
struct option_items {
  size_t count;
  char **items;
};

static void split_items(const char *text, struct option_items *out) {
  memset(out, 0, sizeof *out);
  const char *p = text ? text : "";
  for (;;) {
    p += strspn(p, " \t");
    if (!*p)
      return;
    const char *start = p;
    while (*p && *p != ' ' && *p != '\t') {
      const char *end = NULL;
      if (*p == '{')
        end = tt_options_group_end(p);
      else if (*p == '"' && (end = strchr(p + 1, '"')))
        ++end;
      p = end ? end : *p == '{' || *p == '"' ? p + strlen(p) : p + 1;
    }
    out->items = tt_xrealloc(out->items, (out->count + 1) * sizeof *out->items);
    out->items[out->count++] = tt_xasprintf("%.*s", (int)(p - start), start);
  }
}

static void free_items(struct option_items *items) {
  for (size_t i = 0; i < items->count; ++i)
    free(items->items[i]);
  free(items->items);
}

/* Whether item "KEY=VALUE" (or "KEY") sets `key`. */
static int item_sets(const char *item, const char *key) {
  size_t n = strcspn(item, "=");
  return n == strlen(key) && memcmp(item, key, n) == 0;
}

static int items_set(const struct option_items *items, const char *key) {
  for (size_t i = 0; i < items->count; ++i)
    if (item_sets(items->items[i], key))
      return 1;
  return 0;
}

/* Appends `add` to the list `list` (malloc'ed or NULL), with `sep`. */
static char *append(char *list, const char *sep, const char *add) {
  char *out = list ? tt_xasprintf("%s%s%s", list, sep, add) : tt_xstrdup(add);
  free(list);
  return out;
}

/* The value of a table entry from the module attributes of block b. */
static char *value_from_block(const struct triton_option *o,
                              const struct tt_block *b) {
  char *value = tt_block_module_attribute(b, o->attribute);
  if (!value || o->form == AS_WRITTEN)
    return value;
  /* compute-capability: "cuda:90" -> "90" */
  char *out = NULL;
  if (strncmp(value, "cuda:", 5) == 0 && value[5] &&
      strspn(value + 5, "0123456789") == strlen(value + 5))
    out = tt_xstrdup(value + 5);
  free(value);
  return out;
}

/* The value of a table entry for pass n: from its input block, else from
 * its output block. NULL when the log has none. */
static char *logged_value(const struct triton_option *o,
                          const struct tt_log *log, size_t n) {
  if (!o->attribute)
    return NULL;
  char *value = value_from_block(o, &log->blocks[n]);
  char *why = NULL;
  size_t out = value ? TT_NO_BLOCK : tt_log_output_block(log, n, &why);
  free(why);
  if (out != TT_NO_BLOCK)
    value = value_from_block(o, &log->blocks[out]);
  return value;
}

char *tt_triton_options(const struct tt_log *log, size_t n, const char *given,
                        char **unrecorded) {
  const char *flag = log->blocks[n].flag;
  struct option_items user;
  split_items(given, &user);
  char *options = NULL, *missing = NULL;
  for (size_t i = 0; i < TRITON_OPTION_COUNT; ++i) {
    const struct triton_option *o = &kTritonOptions[i];
    if (strcmp(o->flag, flag) != 0 || items_set(&user, o->option))
      continue;
    char *value = logged_value(o, log, n);
    if (value) {
      char *item = tt_xasprintf("%s=%s", o->option, value);
      options = append(options, " ", item);
      free(item);
    } else {
      missing = append(missing, ", ", o->option);
    }
    free(value);
  }
  for (size_t i = 0; i < user.count; ++i)
    options = append(options, " ", user.items[i]);
  free_items(&user);
  if (unrecorded)
    *unrecorded = missing;
  else
    free(missing);
  return options ? options : tt_xstrdup("");
}

char *tt_triton_options_missing(const char *flag, const char *options) {
  struct option_items items;
  split_items(options, &items);
  char *missing = NULL;
  for (size_t i = 0; i < TRITON_OPTION_COUNT; ++i)
    if (strcmp(kTritonOptions[i].flag, flag) == 0 &&
        !items_set(&items, kTritonOptions[i].option))
      missing = append(missing, ", ", kTritonOptions[i].option);
  free_items(&items);
  return missing;
}

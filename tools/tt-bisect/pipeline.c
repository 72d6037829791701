/* pipeline.c - Split MLIR textual pass pipelines (see pipeline.h). */
#include "pipeline.h"

#include "util.h"
#include "passopts.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

void pass_list_add(struct pass_list *list, char *item) {
  list->items = tt_xrealloc(list->items, (list->count + 1) * sizeof *list->items);
  list->items[list->count++] = item;
}

void pass_list_free(struct pass_list *list) {
  for (size_t i = 0; i < list->count; ++i)
    free(list->items[i]);
  free(list->items);
  list->items = NULL;
  list->count = 0;
}

/* Trims blanks from both ends of [*s, *s + *n). */
static void trim(const char **s, size_t *n) {
  while (*n && isspace((unsigned char)**s))
    ++*s, --*n;
  while (*n && isspace((unsigned char)(*s)[*n - 1]))
    --*n;
}

/* Length of the element starting at s (up to a comma at depth 0 or the end),
 * or -1 if brackets do not balance. */
static long element_length(const char *s, size_t n) {
  int depth = 0, quoted = 0;
  for (size_t i = 0; i < n; ++i) {
    char c = s[i];
    if (quoted) {
      if (c == '\\' && i + 1 < n)
        ++i;
      else if (c == '"')
        quoted = 0;
      continue;
    }
    if (c == '"')
      quoted = 1;
    else if (c == '(' || c == '{')
      ++depth;
    else if (c == ')' || c == '}') {
      if (--depth < 0)
        return -1;
    } else if (c == ',' && depth == 0)
      return (long)i;
  }
  return depth == 0 && !quoted ? (long)n : -1;
}

/* Adds the passes of the list [s, s+n), each wrapped in `prefix` and
 * `closers` closing parentheses. */
static int flatten(const char *s, size_t n, const char *prefix, int closers,
                   struct pass_list *list) {
  while (n) {
    long len = element_length(s, n);
    if (len < 0) {
      tt_error("unbalanced brackets or quotes in the pass pipeline near '%.*s'",
               (int)(n > 40 ? 40 : n), s);
      return -1;
    }
    const char *e = s;
    size_t e_len = (size_t)len;
    s += len;
    n -= (size_t)len;
    if (n) /* the comma */
      ++s, --n;
    trim(&e, &e_len);
    if (!e_len)
      continue;
    size_t open = strcspn(e, "({");
    if (open < e_len && e[open] == '(' && e[e_len - 1] == ')') {
      /* anchor(nested, passes) */
      char *inner_prefix = tt_xasprintf("%s%.*s(", prefix, (int)open, e);
      int rc = flatten(e + open + 1, e_len - open - 2, inner_prefix,
                       closers + 1, list);
      free(inner_prefix);
      if (rc)
        return rc;
      continue;
    }
    /* prefix, the pass, then `closers` blanks turned into ')' */
    char *item = tt_xasprintf("%s%.*s%*s", prefix, (int)e_len, e, closers, "");
    memset(item + strlen(item) - (size_t)closers, ')', (size_t)closers);
    pass_list_add(list, item);
  }
  return 0;
}

int pipeline_split(const char *pipeline, struct pass_list *list) {
  const char *s = pipeline;
  size_t n = strlen(s);
  trim(&s, &n);
  static const char kModule[] = "builtin.module(";
  size_t m = strlen(kModule);
  if (n > m && strncmp(s, kModule, m) == 0 && s[n - 1] == ')' &&
      element_length(s, n) == (long)n) {
    s += m;
    n -= m + 1;
  }
  return flatten(s, n, "", 0, list);
}

char *pipeline_join(const struct pass_list *list, size_t first, size_t last) {
  size_t len = strlen("builtin.module()") + 1;
  for (size_t i = first; i < last; ++i)
    len += strlen(list->items[i]) + 2;
  char *out = tt_xmalloc(len);
  strcpy(out, "builtin.module(");
  int empty = 1;
  for (size_t i = first; i < last; ++i) {
    if (!*list->items[i])
      continue;
    if (!empty)
      strcat(out, ", ");
    strcat(out, list->items[i]);
    empty = 0;
  }
  strcat(out, ")");
  return out;
}

/* The character after the {options} that start at p (quotes and nested
 * braces included), or the string's end if they do not close. */
static const char *skip_options(const char *p) {
  const char *end = tt_options_group_end(p);
  return end ? end : p + strlen(p);
}

static int is_name_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '-' || c == '.';
}

int pipeline_for_each_pass_name(const char *item,
                                int (*fn)(const char *name, void *ctx),
                                void *ctx) {
  const char *p = item;
  while (*p) {
    if (*p == '{') {
      p = skip_options(p);
      continue;
    }
    if (!is_name_char(*p)) {
      ++p;
      continue;
    }
    const char *start = p;
    while (is_name_char(*p))
      ++p;
    if (*p == '(') /* an anchor op name */
      continue;
    char *name = tt_xasprintf("%.*s", (int)(p - start), start);
    int rc = fn(name, ctx);
    free(name);
    if (rc)
      return rc;
  }
  return 0;
}

int pipeline_item_pass(const char *item, char **name, char **options) {
  const char *p = item;
  for (;;) {
    while (*p && !is_name_char(*p))
      ++p;
    const char *start = p;
    while (is_name_char(*p))
      ++p;
    if (p == start)
      return -1;
    if (*p == '(') { /* an anchor op name */
      ++p;
      continue;
    }
    *name = tt_xasprintf("%.*s", (int)(p - start), start);
    const char *end = *p == '{' ? skip_options(p) : p;
    *options = end > p ? tt_xasprintf("%.*s", (int)(end - p - 2), p + 1)
                       : tt_xstrdup("");
    return 0;
  }
}

char *pipeline_from_reproducer(const char *text, size_t *ir_len) {
  const char *res = strstr(text, "{-#");
  const char *key = res ? strstr(res, "mlir_reproducer") : NULL;
  const char *pipe = key ? strstr(key, "pipeline:") : NULL;
  if (!pipe)
    return NULL;
  const char *q = pipe + strlen("pipeline:");
  while (isspace((unsigned char)*q))
    ++q;
  if (*q != '"')
    return NULL;
  char *out = tt_xmalloc(strlen(q) + 1), *o = out;
  for (++q; *q && *q != '"'; ++q) {
    if (*q == '\\' && q[1])
      ++q;
    *o++ = *q;
  }
  *o = '\0';
  if (*q != '"') {
    free(out);
    return NULL;
  }
  *ir_len = (size_t)(res - text);
  return out;
}

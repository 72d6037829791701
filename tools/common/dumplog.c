/* dumplog.c - Read Triton's MLIR_ENABLE_DUMP logs (see dumplog.h). */
#include "dumplog.h"

#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static const char kDumpLine[] = "// -----//";
static const char kHeaderPrefix[] = "// -----// IR Dump Before ";
static const char kHeaderSuffix[] = ") //----- //";
static const char kCorpusLine[] = "// ===== tt-corpus";
static const char kStagePrefix[] = "// ===== tt-corpus: stage ";

static int starts_with(const char *s, size_t len, const char *prefix) {
  size_t n = strlen(prefix);
  return len >= n && memcmp(s, prefix, n) == 0;
}

/* Reads the whole file; gzread passes plain files through unchanged. */
static char *read_maybe_gz(const char *path, size_t *len, char *err,
                           size_t errlen) {
  gzFile f = gzopen(path, "rb");
  if (!f) {
    snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
    return NULL;
  }
  size_t cap = 1 << 20, used = 0;
  char *buf = tt_xmalloc(cap + 1);
  for (;;) {
    if (cap - used < (1 << 16)) {
      cap *= 2;
      buf = tt_xrealloc(buf, cap + 1);
    }
    int n = gzread(f, buf + used, (unsigned)(cap - used));
    if (n < 0) {
      int code;
      snprintf(err, errlen, "cannot read %s: %s", path, gzerror(f, &code));
      gzclose(f);
      free(buf);
      return NULL;
    }
    if (n == 0)
      break;
    used += (size_t)n;
  }
  gzclose(f);
  buf[used] = '\0';
  *len = used;
  return buf;
}

/* Copies [s, s+n) into a fresh NUL-terminated string. */
static char *dup_range(const char *s, size_t n) {
  char *out = tt_xmalloc(n + 1);
  memcpy(out, s, n);
  out[n] = '\0';
  return out;
}

/* Parses a header line (without its newline) into b's names. Returns 0 if
 * the line is not a well-formed "IR Dump Before" header. */
static int parse_header(const char *line, size_t len, struct tt_block *b) {
  size_t pre = strlen(kHeaderPrefix), suf = strlen(kHeaderSuffix);
  if (!starts_with(line, len, kHeaderPrefix) || len < pre + suf ||
      memcmp(line + len - suf, kHeaderSuffix, suf) != 0)
    return 0;
  /* "<Pass> (<flag>) ('<anchor>' operation[: @<symbol>]" */
  const char *p = line + pre, *end = line + len - suf;
  const char *sp = memchr(p, ' ', (size_t)(end - p));
  if (!sp || sp == p || end - sp < 3 || sp[1] != '(')
    return 0;
  const char *flag = sp + 2;
  const char *close = memchr(flag, ')', (size_t)(end - flag));
  if (!close || close == flag || memchr(flag, ' ', (size_t)(close - flag)))
    return 0;
  const char *rest = close + 1;
  if (end - rest < 4 || memcmp(rest, " ('", 3) != 0)
    return 0;
  const char *anchor = rest + 3;
  const char *quote = memchr(anchor, '\'', (size_t)(end - anchor));
  if (!quote || quote == anchor)
    return 0;
  const char *tail = quote + 1;
  size_t tail_len = (size_t)(end - tail);
  const char *symbol = "";
  size_t symbol_len = 0;
  if (starts_with(tail, tail_len, " operation: @")) {
    symbol = tail + strlen(" operation: @");
    symbol_len = (size_t)(end - symbol);
  } else if (tail_len != strlen(" operation") ||
             !starts_with(tail, tail_len, " operation")) {
    return 0;
  }
  b->pass = dup_range(p, (size_t)(sp - p));
  b->flag = dup_range(flag, (size_t)(close - flag));
  b->anchor = dup_range(anchor, (size_t)(quote - anchor));
  b->symbol = dup_range(symbol, symbol_len);
  return 1;
}

/* Ends the open block: its module is a copy of the text from its first body
 * line up to `end`, without trailing blank space, plus one newline. */
static void close_block(struct tt_block *open, const char *body,
                        const char *end) {
  if (!open)
    return;
  while (end > body && (end[-1] == '\n' || end[-1] == ' ' || end[-1] == '\t' ||
                        end[-1] == '\r'))
    --end;
  open->module_len = (size_t)(end - body) + 1;
  char *m = tt_xmalloc(open->module_len + 1);
  memcpy(m, body, open->module_len - 1);
  m[open->module_len - 1] = '\n';
  m[open->module_len] = '\0';
  open->module = m;
}

int tt_log_read(const char *path, struct tt_log *log, char *err,
                size_t errlen) {
  memset(log, 0, sizeof *log);
  log->text = read_maybe_gz(path, &log->text_len, err, errlen);
  if (!log->text)
    return -1;
  size_t cap = 64;
  log->blocks = tt_xmalloc(cap * sizeof *log->blocks);
  char *stage = tt_xstrdup("");
  struct tt_block *open = NULL;
  const char *body = NULL;
  size_t lineno = 0;
  for (const char *line = log->text; line < log->text + log->text_len;) {
    const char *nl = memchr(line, '\n', (size_t)(log->text + log->text_len - line));
    const char *next = nl ? nl + 1 : log->text + log->text_len;
    size_t len = (size_t)((nl ? nl : next) - line);
    ++lineno;
    if (starts_with(line, len, kDumpLine) || starts_with(line, len, kCorpusLine)) {
      close_block(open, body, line);
      open = NULL;
      if (starts_with(line, len, kStagePrefix)) {
        const char *s = line + strlen(kStagePrefix);
        const char *e = memchr(s, ' ', (size_t)(line + len - s));
        free(stage);
        stage = dup_range(s, (size_t)((e ? e : line + len) - s));
      }
      struct tt_block b = {0};
      if (parse_header(line, len, &b)) {
        if (log->count == cap) {
          cap *= 2;
          log->blocks = tt_xrealloc(log->blocks, cap * sizeof *log->blocks);
        }
        b.index = log->count;
        b.stage = tt_xstrdup(stage);
        b.line = lineno;
        log->blocks[log->count] = b;
        open = &log->blocks[log->count++];
        body = next;
      }
    }
    line = next;
  }
  close_block(open, body, log->text + log->text_len);
  free(stage);
  return 0;
}

void tt_log_free(struct tt_log *log) {
  for (size_t i = 0; i < log->count; ++i) {
    struct tt_block *b = &log->blocks[i];
    free(b->pass);
    free(b->flag);
    free(b->anchor);
    free(b->symbol);
    free(b->stage);
    free(b->module);
  }
  free(log->blocks);
  free(log->text);
  memset(log, 0, sizeof *log);
}

char *tt_block_pass_spec(const struct tt_block *b, const char *options) {
  int module = strcmp(b->anchor, "builtin.module") == 0;
  int opts = options && *options;
  return tt_xasprintf("%s%s%s%s%s%s%s", module ? "" : b->anchor,
                      module ? "" : "(", b->flag, opts ? "{" : "",
                      opts ? options : "", opts ? "}" : "",
                      module ? "" : ")");
}

char *tt_block_file_name(const struct tt_block *b) {
  return tt_xasprintf("%03zu-%s.mlir", b->index, b->flag);
}

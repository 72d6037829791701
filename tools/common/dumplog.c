/* dumplog.c - Read Triton's MLIR_ENABLE_DUMP logs (see dumplog.h). */
#include "dumplog.h"

#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static const char kDumpLine[] = "// -----//";
static const char kHeaderPrefix[] = "// -----// IR Dump Before ";
static const char kHeaderSuffix[] = " //----- //";
static const char kStepPrefix[] = "// -----// ";
static const char kStepInfix[] = " internal IR Dump After:";
static const char kCorpusLine[] = "// ===== tt-corpus";
static const char kStagePrefix[] = "// ===== tt-corpus: stage ";
static const char kModule[] = "builtin.module";

static int starts_with(const char *s, size_t len, const char *prefix) {
  size_t n = strlen(prefix);
  return len >= n && memcmp(s, prefix, n) == 0;
}

static int ends_with(const char *s, size_t len, const char *suffix) {
  size_t n = strlen(suffix);
  return len >= n && memcmp(s + len - n, suffix, n) == 0;
}

/* Copies [s, s+n) into a fresh NUL-terminated string. */
static char *dup_range(const char *s, size_t n) {
  char *out = tt_xmalloc(n + 1);
  memcpy(out, s, n);
  out[n] = '\0';
  return out;
}

/* Reads the whole file; gzread passes plain files through unchanged. A
 * gzip stream that ends early or fails its checks still gives the text
 * read before that (in small steps, so little is lost), with *damage
 * saying what is wrong (malloc'ed), so that the error can name the block
 * where the log breaks off. */
static char *read_maybe_gz(const char *path, size_t *len, char **damage,
                           char *err, size_t errlen) {
  *damage = NULL;
  gzFile f = gzopen(path, "rb");
  if (!f) {
    snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
    return NULL;
  }
  const size_t step = 1 << 16;
  size_t cap = 1 << 20, used = 0;
  char *buf = tt_xmalloc(cap + 1);
  int n;
  do {
    if (cap - used < step) {
      cap *= 2;
      buf = tt_xrealloc(buf, cap + 1);
    }
    n = gzread(f, buf + used, (unsigned)step);
    if (n > 0)
      used += (size_t)n;
  } while (n > 0);
  /* gzread reports a truncated stream (Z_BUF_ERROR) only through gzerror. */
  int code = Z_OK;
  const char *message = gzerror(f, &code);
  size_t prefix = strlen(path);
  if (strncmp(message, path, prefix) == 0 && strncmp(message + prefix, ": ", 2) == 0)
    message += prefix + 2; /* zlib puts the path in front */
  if (code == Z_BUF_ERROR)
    *damage = tt_xstrdup("is truncated (its gzip data ends early)");
  else if (code != Z_OK)
    *damage = tt_xasprintf("is corrupt (%s)",
                           code == Z_ERRNO ? strerror(errno) : message);
  gzclose(f);
  buf[used] = '\0';
  *len = used;
  return buf;
}

/* Parses the text of a header line between kHeaderPrefix and kHeaderSuffix:
 *   "<Pass> (<flag>)"                                  (no module scope)
 *   "<Pass> (<flag>) ('<anchor>' operation[: @<symbol>])"
 * The pass name may hold blanks and parentheses ("(anonymous namespace)::X"
 * from clang), the symbol anything: the flag is the first "(word)" that is
 * followed by the end or by " ('". Returns 0 if the text is not of this
 * form; fills b's names and op_only otherwise (the anchor of a header
 * without scope is filled in from its block's op later). */
static int parse_header_text(const char *p, size_t len, struct tt_block *b) {
  const char *end = p + len;
  for (const char *open = p; (open = memchr(open, '(', (size_t)(end - open)));
       ++open) {
    if (open == p || open[-1] != ' ')
      continue;
    const char *flag = open + 1;
    size_t flag_len = strcspn(flag, " ()'");
    const char *close = flag + flag_len;
    if (!flag_len || close >= end || *close != ')')
      continue;
    const char *rest = close + 1;
    size_t rest_len = (size_t)(end - rest);
    if (rest_len && !starts_with(rest, rest_len, " ('"))
      continue;
    const char *anchor = "", *symbol = "";
    size_t anchor_len = 0, symbol_len = 0;
    if (rest_len) {
      anchor = rest + 3;
      const char *quote = memchr(anchor, '\'', (size_t)(end - anchor));
      if (!quote || quote == anchor || end[-1] != ')')
        return 0;
      anchor_len = (size_t)(quote - anchor);
      const char *tail = quote + 1;
      size_t tail_len = (size_t)(end - 1 - tail);
      if (starts_with(tail, tail_len, " operation: @")) {
        symbol = tail + strlen(" operation: @");
        symbol_len = (size_t)(end - 1 - symbol);
      } else if (tail_len != strlen(" operation") ||
                 !starts_with(tail, tail_len, " operation")) {
        return 0;
      }
    }
    b->pass = dup_range(p, (size_t)(open - 1 - p));
    b->flag = dup_range(flag, flag_len);
    b->anchor = dup_range(anchor, anchor_len);
    b->symbol = dup_range(symbol, symbol_len);
    return 1;
  }
  return 0;
}

/* 1 if the line is a block header (b filled), 0 if it is another kind of
 * line, -1 if it starts like a header but is not one (cut off?). */
static int parse_header(const char *line, size_t len, struct tt_block *b) {
  if (!starts_with(line, len, kHeaderPrefix))
    return 0;
  size_t pre = strlen(kHeaderPrefix);
  if (!ends_with(line, len, kHeaderSuffix) ||
      !parse_header_text(line + pre, len - pre - strlen(kHeaderSuffix), b))
    return -1;
  return 1;
}

/* The first occurrence of `needle` in [s, s+len), or NULL. */
static const char *find_in(const char *s, size_t len, const char *needle) {
  size_t n = strlen(needle);
  for (const char *p = s; n <= len && p <= s + len - n; ++p)
    if (memcmp(p, needle, n) == 0)
      return p;
  return NULL;
}

/* 1 if the line is the header of an internal dump,
 *   // -----// <Name> internal IR Dump After: <Step>
 * (s's names filled), 0 if it is another kind of line, -1 if it names no
 * step (cut off?). The name is what the pass calls itself ("WarpSpec"), not
 * its flag; the step is the rest of the line, blanks and all. */
static int parse_step_header(const char *line, size_t len, struct tt_step *s) {
  if (!starts_with(line, len, kStepPrefix))
    return 0;
  const char *name = line + strlen(kStepPrefix), *end = line + len;
  while (end > name && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
    --end;
  const char *infix = find_in(name, (size_t)(end - name), kStepInfix);
  if (!infix || infix == name || *name == ' ')
    return 0;
  const char *step = infix + strlen(kStepInfix);
  while (step < end && *step == ' ')
    ++step;
  if (step == end)
    return -1;
  s->name = dup_range(name, (size_t)(infix - name));
  s->step = dup_range(step, (size_t)(end - step));
  return 1;
}

/* The first line of the op a block holds: past blank lines and alias
 * definitions (#blocked = ..., #loc = ...). NULL if there is none. */
static const char *op_line(const char *text) {
  for (const char *line = text; *line;) {
    size_t indent = strspn(line, " \t");
    if (line[indent] != '\n' && line[indent] != '#' && line[indent])
      return line + indent;
    const char *nl = strchr(line, '\n');
    if (!nl)
      break;
    line = nl + 1;
  }
  return NULL;
}

/* A symbol as MLIR prints it after '@': a bare identifier or a quoted
 * string (its escapes kept as printed; symbols are plain in practice). */
static char *symbol_at(const char *at) {
  if (*at == '"') {
    size_t n = strcspn(at + 1, "\"\n");
    return dup_range(at + 1, n);
  }
  return dup_range(at, strspn(at, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN"
                                  "OPQRSTUVWXYZ0123456789_$.-"));
}

/* For a header printed without module scope, the anchor and symbol come
 * from the op the block holds: `module ...` is the module, else the first
 * word is the op name ("tt.func public @f(...)"); generic form too. */
static void infer_anchor(struct tt_block *b) {
  const char *op = op_line(b->module);
  if (!op)
    return; /* an empty block: reported as cut off, or its anchor stays "" */
  size_t n = strcspn(op, " ({<\n");
  free(b->anchor);
  if (op[0] == '"')
    b->anchor = dup_range(op + 1, strcspn(op + 1, "\"\n"));
  else if (n == strlen("module") && memcmp(op, "module", n) == 0)
    b->anchor = tt_xstrdup(kModule);
  else
    b->anchor = dup_range(op, n);
  size_t line_len = strcspn(op, "\n");
  const char *at = memchr(op, '@', line_len);
  /* The symbol comes before the argument list or the attributes. */
  size_t before_args = strcspn(op + n, "({");
  if (at && at < op + n + before_args) {
    free(b->symbol);
    b->symbol = symbol_at(at + 1);
  }
  b->op_only = strcmp(b->anchor, kModule) != 0;
}

/* A copy of the text from a section's first body line up to `end`, without
 * trailing blank space, plus one newline (*len counts it). */
static char *copy_module(const char *body, const char *end, size_t *len) {
  while (end > body && (end[-1] == '\n' || end[-1] == ' ' || end[-1] == '\t' ||
                        end[-1] == '\r'))
    --end;
  *len = (size_t)(end - body) + 1;
  char *m = tt_xmalloc(*len + 1);
  memcpy(m, body, *len - 1);
  m[*len - 1] = '\n';
  m[*len] = '\0';
  return m;
}

/* Ends the open section at `end`: the open step of the last block if there
 * is one, else the open block. */
static void close_section(struct tt_block *open, struct tt_step *step,
                          const char *body, const char *end) {
  if (step) {
    step->module = copy_module(body, end, &step->module_len);
  } else if (open) {
    open->module = copy_module(body, end, &open->module_len);
    if (!*open->anchor)
      infer_anchor(open);
  }
}

/* Bracket depth and string state while scanning IR text. */
struct scan {
  int depth;
  int quoted;
};

/* Scans the character at p (and the one it escapes); returns the next. */
static const char *scan_char(struct scan *s, const char *p) {
  if (s->quoted) {
    if (*p == '\\' && p[1] && p[1] != '\n')
      ++p;
    else if (*p == '"')
      s->quoted = 0;
  } else if (*p == '"') {
    s->quoted = 1;
  } else if (*p == '{' || *p == '(' || *p == '[') {
    ++s->depth;
  } else if (*p == '}' || *p == ')' || *p == ']') {
    --s->depth;
  }
  return p + 1;
}

/* Scans one line; returns the start of the next one (or the end). */
static const char *scan_line(struct scan *s, const char *p) {
  while (*p && *p != '\n')
    p = scan_char(s, p);
  return *p ? p + 1 : p;
}

/* Whether a block's text is whole: its op closes (brackets and strings
 * balance at the end of a line that starts with a closing bracket) and
 * every alias line balances on its own. A log cut off inside a block fails
 * this; what follows a closed op (the aliases Triton prints after the
 * module, or stray text) is not the op's, so only its alias lines are
 * checked. Returns the 1-based line within the block where it breaks off,
 * or 0 when it is whole. */
static size_t block_cut_off_at(const char *text) {
  int op_seen = 0, op_closed = 0;
  size_t lineno = 0;
  struct scan op = {0, 0};
  for (const char *line = text; *line;) {
    ++lineno;
    size_t indent = strspn(line, " \t");
    int alias = line[indent] == '#';
    int blank = line[indent] == '\n' || !line[indent];
    if (alias) {
      struct scan own = {0, 0};
      line = scan_line(&own, line);
      if (own.depth || own.quoted)
        return lineno;
      continue;
    }
    if (!op_closed && !blank) {
      /* The op ends with the line that closes its region ("}", "} loc(..)",
       * "}) {...} : () -> ()"): a first line cut before its region opens
       * ("module attrib") balances too, but does not end it. */
      int closer = line[indent] == '}' || line[indent] == ')';
      op_seen = 1;
      line = scan_line(&op, line);
      op_closed = closer && op.depth <= 0 && !op.quoted;
      continue;
    }
    const char *nl = strchr(line, '\n');
    line = nl ? nl + 1 : line + strlen(line);
  }
  return op_seen && op_closed ? 0 : lineno ? lineno : 1;
}

/* A location alias the block uses but does not define ("#loc12"), or NULL
 * (malloc'ed). MLIR prints location aliases after the op, so a log cut
 * among them leaves the op whole and some alias undefined. */
static char *undefined_loc_alias(const char *text) {
  size_t cap = 0;
  unsigned char *defined = NULL, *used = NULL; /* by number + 1; 0: "#loc" */
  for (const char *p = text; (p = strstr(p, "#loc")); p += 4) {
    const char *digits = p + 4;
    size_t n = strspn(digits, "0123456789");
    if (isalpha((unsigned char)digits[n]) || digits[n] == '_')
      continue; /* another name, e.g. #local */
    size_t id = n ? (size_t)strtoul(digits, NULL, 10) + 1 : 0;
    if (id >= cap) {
      size_t grown = 2 * id + 16;
      defined = tt_xrealloc(defined, grown);
      used = tt_xrealloc(used, grown);
      memset(defined + cap, 0, grown - cap);
      memset(used + cap, 0, grown - cap);
      cap = grown;
    }
    if ((p == text || p[-1] == '\n') && strncmp(digits + n, " = ", 3) == 0)
      defined[id] = 1;
    else
      used[id] = 1;
  }
  char *missing = NULL;
  for (size_t id = 0; id < cap && !missing; ++id)
    if (used[id] && !defined[id])
      missing = id ? tt_xasprintf("#loc%zu", id - 1) : tt_xstrdup("#loc");
  free(defined);
  free(used);
  return missing;
}

/* The passes of Triton 3.6 that first run a pass of their own on the
 * module (a nested pipeline): its dump follows the pass's and holds the
 * pass's input, and the pass's output is the block after it. */
static const char *const kNestedFirst[][2] = {
    {"tritongpu-optimize-dot-operands", "canonicalize"},
    {"nvws-lower-aref", "nvws-assign-stage-phase"},
};

/* Whether block b is the pass that block p runs first inside itself. */
static int is_nested_first(const struct tt_block *p, const struct tt_block *b) {
  if (strcmp(b->anchor, kModule) != 0)
    return 0;
  for (size_t i = 0; i < sizeof kNestedFirst / sizeof kNestedFirst[0]; ++i)
    if (strcmp(p->flag, kNestedFirst[i][0]) == 0 &&
        strcmp(b->flag, kNestedFirst[i][1]) == 0)
      return 1;
  return 0;
}

/* The pass of Triton 3.6 that runs a pipeline on a module of its own (a
 * container nested in the kernel's module while it runs), once per
 * partition it lays out again, and the steps of that pipeline. Each step's
 * block prints the kernel's module with the container inside it. */
static const char kContainerPass[] = "tritongpu-optimize-partition-warps";
static const char *const kContainerSteps[] = {
    "convert-triton-to-tritongpu",         "relayout-tritongpu",
    "tritongpu-coalesce",                  "tritongpu-remove-layout-conversions",
    "tritongpu-optimize-thread-locality",  "tritongpu-accelerate-matmul",
    "tritongpu-remove-layout-conversions",
};
enum { kContainerStepCount = sizeof kContainerSteps / sizeof kContainerSteps[0] };

/* How many blocks from block i on are whole container pipelines. */
static size_t container_step_blocks(const struct tt_log *log, size_t i) {
  size_t n = 0;
  while (i + n + kContainerStepCount <= log->count) {
    size_t k = 0;
    while (k < kContainerStepCount &&
           strcmp(log->blocks[i + n + k].flag, kContainerSteps[k]) == 0)
      ++k;
    if (k < kContainerStepCount)
      break;
    n += kContainerStepCount;
  }
  return n;
}

/* A pass that runs others inside it prints their blocks after its own: the
 * inliner (MLIR's `inline`) runs canonicalize on each function it visits
 * (blocks anchored below the module, whose pass is the nearest module block
 * before them), the kNestedFirst passes run one pass on the module first,
 * and kContainerPass runs its pipelines on containers. */
static void find_parents(struct tt_log *log) {
  size_t module_pass = TT_NO_BLOCK;
  for (size_t i = 0; i < log->count; ++i) {
    struct tt_block *b = &log->blocks[i];
    b->parent = TT_NO_BLOCK;
    if (i > 0 && is_nested_first(&log->blocks[i - 1], b))
      b->parent = i - 1;
    else if (strcmp(b->anchor, kModule) == 0)
      module_pass = i;
    else if (module_pass != TT_NO_BLOCK &&
             strcmp(log->blocks[module_pass].flag, "inline") == 0)
      b->parent = module_pass;
    if (strcmp(b->flag, kContainerPass) == 0) {
      size_t steps = container_step_blocks(log, i + 1);
      for (size_t k = 1; k <= steps; ++k)
        log->blocks[i + k].parent = i;
      i += steps;
    }
  }
}

/* A section of the log: a block, or one of its steps (step != NULL). The
 * last one is where a log that is cut off breaks off. */
struct section {
  const struct tt_block *block;
  const struct tt_step *step;
};

/* "block 5 'cse'" or "step 2 'SoftwarePipeliner ExpandLoops' of block 33
 * 'tritongpu-pipeline'", as errors name a section. Malloc'ed. */
static char *describe_section(struct section s) {
  if (!s.step)
    return tt_xasprintf("block %zu '%s'", s.block->index, s.block->flag);
  return tt_xasprintf("step %zu '%s %s' of block %zu '%s'",
                      (size_t)(s.step - s.block->steps) + 1, s.step->name,
                      s.step->step, s.block->index, s.block->flag);
}

static size_t section_line(struct section s) {
  return s.step ? s.step->line : s.block->line;
}

static size_t section_len(struct section s) {
  return s.step ? s.step->module_len : s.block->module_len;
}

/* The first empty section before the last one, or {NULL, NULL}. A section
 * is empty when another header follows its own right away; only the last
 * one can be empty because the log ends. */
static struct section first_empty(const struct tt_log *log) {
  struct section none = {NULL, NULL};
  for (size_t i = 0; i < log->count; ++i) {
    const struct tt_block *b = &log->blocks[i];
    int last_block = i + 1 == log->count;
    if (b->module_len <= 1 && !(last_block && !b->step_count))
      return (struct section){b, NULL};
    for (size_t k = 0; k < b->step_count; ++k)
      if (b->steps[k].module_len <= 1 && !(last_block && k + 1 == b->step_count))
        return (struct section){b, &b->steps[k]};
  }
  return none;
}

/* Checks that the last section of the log is not cut off: not empty, its
 * op closed and its location aliases defined. 0, or -1 (message in err). */
static int check_last_section(struct section last, const char *path,
                              size_t lines, char *err, size_t errlen) {
  const char *text = last.step ? last.step->module : last.block->module;
  int empty = section_len(last) <= 1;
  size_t at = empty ? 0 : block_cut_off_at(text);
  char *alias = empty || at ? NULL : undefined_loc_alias(text);
  char *where = describe_section(last);
  size_t header = section_line(last);
  if (empty)
    snprintf(err, errlen, "%s is cut off: the log ends at line %zu, right "
             "after the header of %s", path, lines, where);
  else if (at)
    snprintf(err, errlen, "%s is cut off: the log ends at line %zu, inside "
             "the op of %s (header at line %zu; its brackets or quotes do "
             "not close)", path, header + at, where, header);
  else if (alias)
    snprintf(err, errlen, "%s is cut off: the log ends at line %zu, among "
             "the location aliases after the op of %s (header at line %zu; "
             "%s is used but not defined)", path, lines, where, header, alias);
  int whole = !empty && !at && !alias;
  free(alias);
  free(where);
  return whole ? 0 : -1;
}

/* Checks that the log is whole: the gzip stream intact, no block or step
 * empty and the last one not cut off. 0, or -1 with a message naming the
 * file and the block (and step) in err. */
static int check_whole(const struct tt_log *log, const char *path,
                       const char *damage, size_t lines, char *err,
                       size_t errlen) {
  const struct tt_block *b = log->count ? &log->blocks[log->count - 1] : NULL;
  struct section last = {b, b && b->step_count ? &b->steps[b->step_count - 1]
                                               : NULL};
  if (damage && !b) {
    snprintf(err, errlen, "%s %s: the log breaks off at line %zu, before its "
             "first block", path, damage, lines);
    return -1;
  }
  struct section empty = damage ? last : first_empty(log);
  char *where = empty.block ? describe_section(empty) : NULL;
  if (damage)
    snprintf(err, errlen, "%s %s: the log breaks off at line %zu, in %s "
             "(header at line %zu)", path, damage, lines, where,
             section_line(empty));
  else if (where)
    snprintf(err, errlen, "%s: %s (header at line %zu) is empty", path, where,
             section_line(empty));
  free(where);
  if (damage || empty.block)
    return -1;
  return b ? check_last_section(last, path, lines, err, errlen) : 0;
}

static void add_block(struct tt_log *log, size_t *cap, struct tt_block *b) {
  if (log->count == *cap) {
    *cap *= 2;
    log->blocks = tt_xrealloc(log->blocks, *cap * sizeof *log->blocks);
  }
  b->index = log->count;
  log->blocks[log->count++] = *b;
}

/* Appends step s to block b; returns it, where it now lies. */
static struct tt_step *add_step(struct tt_block *b, struct tt_step *s) {
  b->steps = tt_xrealloc(b->steps, (b->step_count + 1) * sizeof *b->steps);
  b->steps[b->step_count] = *s;
  return &b->steps[b->step_count++];
}

/* Splits the text into blocks; -1 (message in err) at a malformed header. */
static int split_blocks(struct tt_log *log, const char *path, size_t *lines,
                        char *err, size_t errlen) {
  size_t cap = 64;
  log->blocks = tt_xmalloc(cap * sizeof *log->blocks);
  char *stage = tt_xstrdup("");
  struct tt_block *open = NULL;
  struct tt_step *step = NULL; /* the open step of the last block */
  const char *body = NULL, *text_end = log->text + log->text_len;
  size_t lineno = 0;
  int rc = 0;
  for (const char *line = log->text; line < text_end && !rc;) {
    const char *nl = memchr(line, '\n', (size_t)(text_end - line));
    const char *next = nl ? nl + 1 : text_end;
    size_t len = (size_t)((nl ? nl : next) - line);
    ++lineno;
    if (starts_with(line, len, kDumpLine) || starts_with(line, len, kCorpusLine)) {
      close_section(open, step, body, line);
      open = NULL;
      step = NULL;
      if (starts_with(line, len, kStagePrefix)) {
        const char *s = line + strlen(kStagePrefix);
        const char *e = memchr(s, ' ', (size_t)(line + len - s));
        free(stage);
        stage = dup_range(s, (size_t)((e ? e : line + len) - s));
      }
      struct tt_block b = {0};
      struct tt_step s = {0};
      int kind = parse_header(line, len, &b);
      int step_kind = kind ? 0 : parse_step_header(line, len, &s);
      if (kind < 0 || step_kind < 0) {
        snprintf(err, errlen, "%s:%zu: not a whole '%s' header (is the log "
                 "cut off?): %.*s", path, lineno,
                 kind < 0 ? "IR Dump Before" : "internal IR Dump After",
                 (int)(len > 100 ? 100 : len), line);
        rc = -1;
      } else if (kind) {
        b.stage = tt_xstrdup(stage);
        b.line = lineno;
        add_block(log, &cap, &b);
        open = &log->blocks[log->count - 1];
        body = next;
      } else if (step_kind && log->count) {
        /* The pass of the last header printed it while it ran. */
        s.line = lineno;
        step = add_step(&log->blocks[log->count - 1], &s);
        body = next;
      } else if (step_kind) {
        free(s.name); /* before any block: no pass to give it to */
        free(s.step);
      }
    }
    line = next;
  }
  close_section(open, step, body, text_end);
  free(stage);
  *lines = lineno;
  return rc;
}

int tt_log_read(const char *path, struct tt_log *log, char *err,
                size_t errlen) {
  memset(log, 0, sizeof *log);
  char *damage = NULL;
  log->text = read_maybe_gz(path, &log->text_len, &damage, err, errlen);
  if (!log->text)
    return -1;
  size_t lines = 0;
  int rc = split_blocks(log, path, &lines, err, errlen);
  if (rc == 0 || damage) /* damaged gzip data explains a bad header too */
    rc = check_whole(log, path, damage, lines, err, errlen);
  free(damage);
  if (rc != 0) {
    tt_log_free(log);
    return -1;
  }
  find_parents(log);
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
    for (size_t k = 0; k < b->step_count; ++k) {
      free(b->steps[k].name);
      free(b->steps[k].step);
      free(b->steps[k].module);
    }
    free(b->steps);
  }
  free(log->blocks);
  free(log->text);
  memset(log, 0, sizeof *log);
}

/* Functions (and other symbols) defined at the top of a module: lines
 * "  <op> [visibility] @name" two blanks in. The inliner only erases. */
static size_t count_top_level_symbols(const char *module) {
  size_t n = 0;
  for (const char *line = module; *line;) {
    const char *nl = strchr(line, '\n');
    size_t len = nl ? (size_t)(nl - line) : strlen(line);
    if (len > 3 && line[0] == ' ' && line[1] == ' ' && line[2] != ' ') {
      const char *at = memchr(line, '@', len);
      size_t before = strcspn(line + 2, "(%=\n");
      n += at && (size_t)(at - line - 2) < before;
    }
    line = nl ? nl + 1 : line + len;
  }
  return n;
}

static int same_op(const struct tt_block *a, const struct tt_block *b) {
  return strcmp(a->anchor, b->anchor) == 0 && strcmp(a->symbol, b->symbol) == 0;
}

/* Why the block after nested block n (run by the inliner, block p) is not
 * the output of pass n alone, or NULL when it is. The inliner runs
 * canonicalize on a function, then inlines the calls in it and, if it did,
 * canonicalizes it again; at its end it erases the functions it inlined. */
static char *nested_output_problem(const struct tt_log *log, size_t n) {
  const struct tt_block *b = &log->blocks[n], *next = &log->blocks[n + 1];
  size_t p = b->parent;
  if (strcmp(log->blocks[p].flag, kContainerPass) == 0)
    return tt_xasprintf("the output of pass %zu alone is not in the log: it "
                        "is a step of the pipeline that %s (pass %zu) runs "
                        "on a partition in a module of its own, printed "
                        "inside the kernel's module; replay pass %zu",
                        n, kContainerPass, p, p);
  if (is_nested_first(&log->blocks[p], b))
    return tt_xasprintf("the output of pass %zu alone is not in the log: it "
                        "is the %s that %s (pass %zu) runs inside itself "
                        "before its own rewrite; replay pass %zu, whose "
                        "output is block %zu", n, b->flag,
                        log->blocks[p].flag, p, p, n + 1);
  const char *what = NULL;
  if (next->parent == p && same_op(b, next))
    what = "inlined calls into the function";
  else if (next->parent != p && !b->op_only && !next->op_only &&
           count_top_level_symbols(next->module) <
               count_top_level_symbols(b->module))
    what = "erased the functions it had inlined";
  if (what)
    return tt_xasprintf("the output of pass %zu alone is not in the log: the "
                        "inliner (pass %zu) %s before block %zu; replay the "
                        "inliner as a whole (pass %zu)", n, p, what, n + 1, p);
  return NULL;
}

/* "only the tt.func @f" or "the builtin.module": what a block holds. */
static char *describe_holding(const struct tt_block *b) {
  return tt_xasprintf("%s %s%s%s", b->op_only ? "only the" : "the", b->anchor,
                      *b->symbol && b->op_only ? " @" : "",
                      b->op_only ? b->symbol : "");
}

size_t tt_log_output_block(const struct tt_log *log, size_t n, char **why) {
  const struct tt_block *b = &log->blocks[n];
  size_t out = n + 1;
  while (out < log->count && log->blocks[out].parent == n)
    ++out; /* the blocks of the passes this one ran */
  *why = NULL;
  if (out >= log->count) {
    *why = tt_xasprintf("block %zu is the last one: the output of pass %zu "
                        "(%s) is not in the log", log->count - 1, n, b->flag);
    return TT_NO_BLOCK;
  }
  const struct tt_block *o = &log->blocks[out];
  if (b->parent != TT_NO_BLOCK)
    *why = nested_output_problem(log, n);
  if (!*why && (b->op_only || o->op_only) && !same_op(b, o)) {
    char *mine = describe_holding(b), *theirs = describe_holding(o);
    *why = tt_xasprintf("the output of pass %zu is not in the log: block %zu "
                        "holds %s and block %zu %s (the log was printed "
                        "without --mlir-print-ir-module-scope)", n, n, mine,
                        out, theirs);
    free(mine);
    free(theirs);
  }
  return *why ? TT_NO_BLOCK : out;
}

/* The symbol as an option value: quoted when MLIR's option parser would
 * otherwise split it (Triton's names hold blanks, commas, parentheses). */
static char *symbol_option(const char *symbol) {
  if (strspn(symbol, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                     "0123456789_$.-") == strlen(symbol))
    return tt_xstrdup(symbol);
  return tt_xasprintf("\"%s\"", symbol);
}

char *tt_block_pass_spec(const struct tt_block *b, const char *options) {
  int opts = options && *options;
  char *pass = tt_xasprintf("%s%s%s%s", b->flag, opts ? "{" : "",
                            opts ? options : "", opts ? "}" : "");
  if (strcmp(b->anchor, kModule) == 0)
    return pass;
  char *nested = tt_xasprintf("%s(%s)", b->anchor, pass);
  free(pass);
  if (b->op_only || !*b->symbol)
    return nested;
  char *symbol = symbol_option(b->symbol);
  char *spec = tt_xasprintf("tt-on-symbol{symbol=%s pipeline=%s}", symbol,
                            nested);
  free(symbol);
  free(nested);
  return spec;
}

char *tt_block_describe_anchor(const struct tt_block *b) {
  if (strcmp(b->anchor, kModule) == 0)
    return tt_xstrdup("");
  return tt_xasprintf("  on %s%s%s%s%s%s", b->anchor, *b->symbol ? " @" : "",
                      b->symbol, b->op_only ? "  [the " : "",
                      b->op_only ? b->anchor : "",
                      b->op_only ? " alone, not its module]" : "");
}

char *tt_block_file_name(const struct tt_block *b) {
  return tt_xasprintf("%03zu-%s.mlir", b->index, b->flag);
}

char *tt_step_file_name(const struct tt_block *b, size_t k) {
  /* The step is free text; keep the name one plain path component. */
  char *step = tt_xstrdup(b->steps[k - 1].step);
  for (char *p = step; *p; ++p)
    if (!isalnum((unsigned char)*p) && *p != '_' && *p != '-' && *p != '.')
      *p = '_';
  char *name = tt_xasprintf("%03zu-%s.step-%zu-%s.mlir", b->index, b->flag, k,
                            step);
  free(step);
  return name;
}

/* The attribute dictionary of the module's first line, "{...}" without the
 * braces, as [*start, *start + *len). 0 if the module has none. */
static int module_attributes(const char *module, const char **start,
                             size_t *len) {
  const char *op = op_line(module);
  if (!op || strncmp(op, "module", 6) != 0)
    return 0;
  const char *attrs = strstr(op, " attributes {");
  const char *nl = strchr(op, '\n');
  if (!attrs || (nl && attrs > nl))
    return 0;
  *start = attrs + strlen(" attributes {");
  struct scan s = {1, 0};
  for (const char *p = *start; *p && *p != '\n';) {
    const char *next = scan_char(&s, p);
    if (s.depth == 0) {
      *len = (size_t)(p - *start);
      return 1;
    }
    p = next;
  }
  return 0;
}

char *tt_block_module_attribute(const struct tt_block *b, const char *name) {
  const char *dict;
  size_t len;
  if (!module_attributes(b->module, &dict, &len))
    return NULL;
  /* Entries "key = value" or "\"key\" = value", split at depth-0 commas. */
  const char *end = dict + len;
  for (const char *entry = dict; entry < end;) {
    while (entry < end && *entry == ' ')
      ++entry;
    struct scan s = {0, 0};
    const char *p = entry;
    while (p < end && !(*p == ',' && s.depth == 0 && !s.quoted))
      p = scan_char(&s, p);
    const char *key = entry;
    size_t key_len = strcspn(key, " =");
    if (key_len >= 2 && key[0] == '"')
      ++key, key_len -= 2;
    if (key_len == strlen(name) && memcmp(key, name, key_len) == 0) {
      const char *value = strstr(entry, " = ");
      if (!value || value >= p)
        return NULL;
      value += 3;
      if (*value == '"')
        return dup_range(value + 1, strcspn(value + 1, "\""));
      const char *type = strstr(value, " : ");
      return dup_range(value, (size_t)((type && type < p ? type : p) - value));
    }
    entry = p + 1;
  }
  return NULL;
}

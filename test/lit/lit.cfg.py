# -*- Python -*-
import os
import shutil

import lit.formats
from lit.llvm import llvm_config

config.name = "tt-opt"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tt_obj_root, "test", "lit")

# The shared corpus's checker (before %corpus, which is a prefix of it).
config.substitutions.append(
    ("%corpus-check", "python3 " + os.path.join(config.tt_src_root, "..", "shared", "tools", "corpus-check")))
# The real Triton 3.6 corpus, for tests that read it directly. It lies
# beside the checkout, not in it: tests that read it say
# `REQUIRES: shared-corpus` and are unsupported in a clone without it.
shared_corpus = os.path.join(config.tt_src_root, "..", "shared", "corpus", "triton-3.6")
config.substitutions.append(("%corpus", shared_corpus))
if os.path.isdir(shared_corpus):
    config.available_features.add("shared-corpus")

# The repository's own corpus of real dump logs (test/corpus).
config.substitutions.append(
    ("%test-corpus", os.path.join(config.tt_src_root, "test", "corpus", "triton-3.6")))
# Checkers in utils/ that tests run on this build.
config.substitutions.append(
    ("%check-replay", os.path.join(config.tt_src_root, "utils", "check-replay.sh")
     + " --build " + config.tt_obj_root))
config.substitutions.append(
    ("%check-doc-commands", "python3 " + os.path.join(config.tt_src_root, "utils", "check-doc-commands.py")
     + " --build " + config.tt_obj_root))

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
# Scripts under Inputs/ call our tools by name.
llvm_config.with_environment("PATH", config.tt_tools_dir, append_path=True)
llvm_config.add_tool_substitutions(["tt-opt", "tt-dump", "tt-bisect", "tt-layout", "tt-linear-layout-test", "tt-preserve-if-unchanged-test", "tt-translate"], [config.tt_tools_dir])

# The well-formedness check of the SVGs tt-layout writes, and the docs'
# images (checked the same way).
config.substitutions.append(
    ("%check-svg", "python3 " + os.path.join(config.tt_src_root, "utils", "check-svg.py")))
config.substitutions.append(("%docs", os.path.join(config.tt_src_root, "docs")))
# An SVG renderer (Debian: librsvg2-bin), for tests that render tt-layout's
# SVGs.
if shutil.which("rsvg-convert"):
    config.available_features.add("rsvg-convert")

# Tools of the CUDA toolkit that some tt-translate tests need.
if os.path.exists("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"):
    config.available_features.add("libdevice")
if shutil.which("ptxas") or os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")

#!/usr/bin/env bash
readonly YOLO=--yolo
typeset -x SKIP="--dangerously-skip-permissions"
declare -a CODEX_ARGS=(exec)
CODEX_ARGS+=("$YOLO")

codex "${CODEX_ARGS[@]}" "fix the tests"
claude -p "review" $SKIP

# `:=` assigns its default, which later words use.
: "${GEMINI_FLAGS:=--yolo}"
gemini $GEMINI_FLAGS -p "triage"
# `-` uses the default only when the variable is unset; `${EMPTY-}` is empty.
gemini ${MODE-"--approval-mode=yolo"} ${EMPTY-} -p "triage"

@echo off
rem The network depends on where the launcher runs: offline on CI, the host's network elsewhere.
if defined CI (
    set NET=none
) else (
    set NET=host
)
docker run --rm --network %NET% -v "%CD%:/work" agent-image claude --dangerously-skip-permissions -p "%*"

set MODE=--permission-mode plan
if /i "%1"=="yolo" set MODE=--dangerously-skip-permissions
claude %MODE% -p "fix the build"

if exist .offline (set N2=none) else if defined CI (set N2=none) else (set N2=bridge)
docker run --rm --network %N2% agent-image codex exec --yolo "triage"

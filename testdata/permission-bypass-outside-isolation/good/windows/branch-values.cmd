@echo off
rem Every branch leaves an offline network; the one that would not, exits first.
if defined CI (
    set NET=none
) else (
    set NET=none
)
if "%AGENT_NET%"=="host" (
    set NET=host
    echo refusing to run the agent on the host network
    exit /b 1
)
docker run --rm --network %NET% -v "%CD%:/work" agent-image claude --dangerously-skip-permissions -p "%*"
if "%1"=="plan" set MODE=--permission-mode plan
claude %MODE% -p "plan the fix"

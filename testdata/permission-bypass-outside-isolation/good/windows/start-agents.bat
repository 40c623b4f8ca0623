@echo off
rem claude --dangerously-skip-permissions
:: codex --yolo
echo Run claude --dangerously-skip-permissions inside the container
echo gemini --yolo ^& echo not a command
set HINT=--dangerously-skip-permissions
echo %HINT%
podman run --rm --network none --cap-drop=ALL agent-image claude -p "x" --dangerously-skip-permissions
claude -p "summarise" -- --dangerously-skip-permissions-is-not-a-flag-here
:label
goto :eof

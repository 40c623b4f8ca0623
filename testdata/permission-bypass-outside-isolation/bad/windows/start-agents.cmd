@echo off
rem Launchers that start an agent on the host without approvals
set FLAGS=--dangerously-skip-permissions
claude %FLAGS% -p "%*"
if exist "%USERPROFILE%\.codex" (
    codex exec --yolo "refactor"
) else (
    call "%APPDATA%\npm\npx.cmd" -y @openai/codex@0.46.0 --dangerously-bypass-approvals-and-sandbox
)
start "Gemini" /b /d "%CD%" gemini --yolo
cmd /c "claude --dangerously-skip-permissions -p lint"
for %%f in (*.md) do claude -p "%%f" ^
  --dangerously-skip-permissions

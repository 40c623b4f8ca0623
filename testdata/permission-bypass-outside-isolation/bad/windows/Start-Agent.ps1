# Windows launchers: each line below starts an agent on the host without approvals.
param([string]$Prompt = 'fix the tests')

& claude -p $Prompt --dangerously-skip-permissions
& "C:\Program Files\nodejs\npx.cmd" -y @anthropic-ai/claude-code@2.0.14 --dangerously-skip-permissions
$flags = @('exec', '--dangerously-bypass-approvals-and-sandbox')
codex @flags "refactor"
Start-Process -FilePath gemini -ArgumentList '--yolo', '-p "triage"' -NoNewWindow -Wait
Invoke-Expression 'codex exec --yolo "ship it"'
powershell.exe -NoProfile -ExecutionPolicy Bypass -Command "claude --dangerously-skip-permissions -p 'lint'"
# -EncodedCommand of: codex --yolo
pwsh -EncodedCommand YwBvAGQAZQB4ACAALQAtAHkAbwBsAG8A
if (Get-Command docker -ErrorAction SilentlyContinue) {
    docker run --rm --network none agent-image claude --dangerously-skip-permissions
} else {
    claude --dangerously-skip-permissions `
        -p $Prompt
}
$claudeCmd = Get-Command "claude" -CommandType Application -ErrorAction SilentlyContinue | Select-Object -First 1
& $claudeCmd.Source "--dangerously-skip-permissions" @args

# claude --dangerously-skip-permissions   (a comment, not a command)
<#
  Block comment: codex --yolo
#>
Write-Host "Run: claude --dangerously-skip-permissions inside the container"
"codex --dangerously-bypass-approvals-and-sandbox"
$help = @"
claude --dangerously-skip-permissions
"@
$raw = @'
gemini --yolo
'@
echo 'claude --dangerously-skip-permissions'
npm install -g @anthropic-ai/claude-code
podman run --rm --network none --cap-drop=ALL agent-image `
    claude -p "fix the tests" --dangerously-skip-permissions
Start-Process -FilePath podman -ArgumentList 'run --rm --network none agent-image codex --yolo'
claude -p "summarise" -- --dangerously-skip-permissions-is-not-a-flag-here

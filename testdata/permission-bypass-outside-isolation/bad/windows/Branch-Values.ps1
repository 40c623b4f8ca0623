# The network depends on where the launcher runs: offline on CI, the host's network elsewhere.
param([string]$Task = 'triage the failing tests')

if ($env:CI) {
    $net = 'none'
} elseif (Test-Path .offline) {
    $net = 'none'
} else {
    $net = 'host'
}
docker run --rm --network $net -v "${PWD}:/work" agent-image claude --dangerously-skip-permissions -p $Task

$mode = '--permission-mode', 'plan'
if ($args -contains 'yolo') { $mode = '--dangerously-skip-permissions' }
claude $mode -p $Task

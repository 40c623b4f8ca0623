# Every branch that goes on leaves the container offline; the one that would not, exits first.
param([string]$Task = 'triage the failing tests')

if ($env:CI) {
    $net = 'none'
} else {
    $net = 'none'
}
if ($env:AGENT_NET -eq 'host') {
    $net = 'host'
    Write-Error 'refusing to run the agent on the host network'
    exit 1
}
docker run --rm --network $net -v "${PWD}:/work" agent-image claude --dangerously-skip-permissions -p $Task

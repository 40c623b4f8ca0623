# The network follows the profile named on the command line; the dev profile is the host's.
param([string]$Profile = 'ci')

$net = 'none'
switch ($Profile) {
    'ci' { $net = 'none' }
    'dev' { $net = 'host' }
    default { $net = 'none' }
}
docker run --rm --network $net -v "${PWD}:/work" agent-image claude --dangerously-skip-permissions -p 'fix the build'

switch -Wildcard ($env:AGENT_MODE) {
    'plan*' { $mode = '--permission-mode', 'plan' }
    'auto' { $mode = '--dangerously-skip-permissions' }
}
claude $mode -p 'fix the build'

# Every profile runs the agent offline: the default clause too, so the host network set first never
# reaches docker; the profile that would skip permissions on the host exits first.
$net = 'host'
switch ($args[0]) {
    'ci' { $net = 'none' }
    { $_ -like 'dev*' } { $net = 'none' }
    default { $net = 'none' }
}
docker run --rm --network $net -v "${PWD}:/work" agent-image claude --dangerously-skip-permissions -p 'fix the build'

switch ($args[1]) {
    'yolo' {
        $mode = '--dangerously-skip-permissions'
        Write-Error 'refusing to skip permissions on the host'
        exit 1
    }
    default { $mode = '--permission-mode', 'plan' }
}
claude $mode -p 'plan the fix'

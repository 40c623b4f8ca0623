docker run --rm --env "GITLAB_TOKEN=$env:GITLAB_TOKEN" ghcr.io/example/agent:1.4.2 codex exec "fix the tests"

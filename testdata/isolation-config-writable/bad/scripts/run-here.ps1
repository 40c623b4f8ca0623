# The script changes to its own directory first: $PWD is provably the directory that holds it.
Set-Location $PSScriptRoot
docker run --rm -v "${PWD}:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
Push-Location (Split-Path -Parent $MyInvocation.MyCommand.Path)
docker run --rm -v "${PWD}:/work" ghcr.io/example/agent:1.4.2 codex exec "fix the lint"
Pop-Location

# The script works in a directory elsewhere: what it shares does not hold this script.
Set-Location C:\agent-work
docker run --rm -v "${PWD}:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
Push-Location -Path D:\review
docker run --rm -v "${PWD}:/work" ghcr.io/example/agent:1.4.2 codex exec "fix the lint"
Pop-Location

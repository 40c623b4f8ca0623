# The compose file is in ..\stack, which only the directory changes reach.
Set-Location "$PSScriptRoot\..\stack"
docker compose run --rm agent claude --dangerously-skip-permissions -p one
Set-Location $PSScriptRoot
Push-Location (Split-Path -Parent $MyInvocation.MyCommand.Path)
cd ..\stack
docker compose run --rm agent codex --yolo exec two
Pop-Location

@echo off
rem The compose file is in ..\stack, which only the directory changes reach.
cd /d "%~dp0..\stack"
docker compose run --rm agent claude --dangerously-skip-permissions -p one
pushd "%~dp0"
cd ..\stack
docker compose run --rm agent codex --yolo exec two
popd

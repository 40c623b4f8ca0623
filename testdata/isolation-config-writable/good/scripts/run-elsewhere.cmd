@echo off
rem The script works in a directory elsewhere: what it shares does not hold this script.
cd /d D:\agent-work
docker run --rm -v "%CD%:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
pushd E:\review
docker run --rm -v "%CD%:/work" ghcr.io/example/agent:1.4.2 codex exec "fix the lint"
popd

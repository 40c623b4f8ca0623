@echo off
rem The script changes to its own directory first: %CD% is provably the directory that holds it.
cd /d "%~dp0"
docker run --rm -v "%CD%:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
pushd "%~dp0"
docker run --rm -v "%CD%:/work" ghcr.io/example/agent:1.4.2 codex exec "fix the lint"
popd

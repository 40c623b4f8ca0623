@echo off
rem The network is chosen in a subroutine; the "dev" path leaves the host's.
call :pick-network %1
docker run --rm --network %NET% -v "%CD%:/work" agent-image claude --dangerously-skip-permissions -p "fix the build"
goto :eof

:pick-network
set NET=none
if "%1"=="dev" goto dev
goto :eof
:dev
set NET=host
goto :eof

@echo off
rem A goto skips the old launch line; the subroutine always leaves the container offline.
goto start
claude --dangerously-skip-permissions -p "old launcher"
:start
call :offline
docker run --rm --network %NET% -v "%CD%:/work" agent-image claude --dangerously-skip-permissions -p "fix the build"
exit /b

:offline
set NET=none
exit /b 0

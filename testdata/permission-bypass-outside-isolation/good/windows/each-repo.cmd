@echo off
rem Without setlocal EnableDelayedExpansion, !MODE! is just text, not the variable
set MODE=--dangerously-skip-permissions
claude !MODE! -p "update the changelog"
setlocal EnableDelayedExpansion
rem Printed, not run
echo claude !MODE!
endlocal

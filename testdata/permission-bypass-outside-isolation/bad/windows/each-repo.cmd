@echo off
setlocal EnableDelayedExpansion
rem The flag is chosen per run: with delayed expansion !MODE! is read as each command runs
for /d %%r in (repos\*) do (
    set MODE=--dangerously-skip-permissions
    pushd %%r & claude !MODE! -p "update the changelog" & popd
)
endlocal

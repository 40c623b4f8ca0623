@echo off
rem docker run -v %USERPROFILE%\.ssh:/root/.ssh agent-image claude
echo never mount %%USERPROFILE%%\.ssh
docker run --rm --network none -v "%CD%:/work" -w /work agent-image claude

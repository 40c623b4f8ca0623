# Only the workspace is shared; the keys stay on the host
# docker run -v "${env:USERPROFILE}\.ssh:/root/.ssh" agent-image claude
Write-Host 'never mount $env:USERPROFILE\.ssh'
docker run --rm --network none -v "${PWD}:/work" -w /work agent-image claude

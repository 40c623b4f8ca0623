step_06() { echo "step 06"; }

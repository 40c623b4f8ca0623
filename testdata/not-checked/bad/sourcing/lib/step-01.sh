step_01() { echo "step 01"; }

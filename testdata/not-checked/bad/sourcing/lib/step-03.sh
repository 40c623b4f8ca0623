step_03() { echo "step 03"; }

step_07() { echo "step 07"; }

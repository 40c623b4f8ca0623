step_10() { echo "step 10"; }

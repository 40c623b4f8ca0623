step_05() { echo "step 05"; }

step_09() { echo "step 09"; }

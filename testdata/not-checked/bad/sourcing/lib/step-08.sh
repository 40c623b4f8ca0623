step_08() { echo "step 08"; }

step_11() { echo "step 11"; }

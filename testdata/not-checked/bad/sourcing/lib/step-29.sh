step_29() { echo "step 29"; }

step_27() { echo "step 27"; }

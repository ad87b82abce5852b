package amdexec

// SetSliced turns LLCKernel.RunTuples' sliced path (llcslice.go) on or
// off (on by default), for benchmarks and tests that compare the paths;
// not safe while RunTuples runs.
func SetSliced(k *LLCKernel, on bool) { k.noSlice = !on }

// Package vec holds the branch-free passes over columns of 64-bit values
// that the executors (targets/ptx/ptxexec, targets/amdgcn/amdexec), the
// validator (verify/tv) and package semantics' row checks share.
package vec

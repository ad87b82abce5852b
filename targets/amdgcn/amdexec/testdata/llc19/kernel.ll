; A kernel for the executor's tests: p[0] = maxnum(p[0], 1.0); llc-19
; compiles it to the kernel_<gen>.s files next to this one.
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %m = call float @llvm.maxnum.f32(float %v, float 1.0)
  store float %m, ptr addrspace(1) %p
  ret void
}

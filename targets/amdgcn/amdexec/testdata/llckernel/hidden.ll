; Reads hidden kernel arguments (code object v5: block counts at 0 and 8,
; group size x at 12, grid dims at 64 past the implicit-argument pointer)
; and the dispatch packet's grid_size_x (offset 12), and stores them to %Out.
; Test input: compiled with llc-19 at test time (TestLLCKernelHidden).
target triple = "amdgcn-amd-amdhsa"
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
define amdgpu_kernel void @hid(ptr addrspace(1) %Out) {
  %p = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %bx = load i32, ptr addrspace(4) %p
  %p1 = getelementptr i8, ptr addrspace(4) %p, i64 8
  %bz = load i32, ptr addrspace(4) %p1
  %p2 = getelementptr i8, ptr addrspace(4) %p, i64 12
  %gx = load i16, ptr addrspace(4) %p2
  %p3 = getelementptr i8, ptr addrspace(4) %p, i64 64
  %dims = load i16, ptr addrspace(4) %p3
  %d = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %d1 = getelementptr i8, ptr addrspace(4) %d, i64 12
  %gsx = load i32, ptr addrspace(4) %d1
  %gx32 = zext i16 %gx to i32
  %dims32 = zext i16 %dims to i32
  store i32 %bx, ptr addrspace(1) %Out
  %o1 = getelementptr i32, ptr addrspace(1) %Out, i64 1
  store i32 %bz, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %Out, i64 2
  store i32 %gx32, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %Out, i64 3
  store i32 %dims32, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %Out, i64 4
  store i32 %gsx, ptr addrspace(1) %o4
  ret void
}

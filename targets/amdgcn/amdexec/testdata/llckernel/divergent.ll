; A kernel whose work-items branch differently (issues 11, 13): each
; work-item i loads A[i] and B[i]; if A[i] > B[i] it stores maxnum(A[i], 2.0)
; to Out[i]; else, if A[i] < B[i] as unsigned integers, it stores their xor;
; else it stores nothing. TestDivergentKernelAgreesWithLLI runs llc-19's
; code in the executor (amdexec.LLCKernel) against lli-19 on the host, where
; the work-item id is a loop counter.
define amdgpu_kernel void @divk(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %Out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %t to i64
  %pa = getelementptr float, ptr addrspace(1) %A, i64 %i
  %pb = getelementptr float, ptr addrspace(1) %B, i64 %i
  %po = getelementptr float, ptr addrspace(1) %Out, i64 %i
  %a = load float, ptr addrspace(1) %pa
  %b = load float, ptr addrspace(1) %pb
  %c = fcmp ogt float %a, %b
  br i1 %c, label %then, label %else
then:
  %x = call float @llvm.maxnum.f32(float %a, float 2.0)
  store float %x, ptr addrspace(1) %po
  br label %join
else:
  %ai = bitcast float %a to i32
  %bi = bitcast float %b to i32
  %d = icmp ult i32 %ai, %bi
  br i1 %d, label %inner, label %join
inner:
  %s = xor i32 %ai, %bi
  store i32 %s, ptr addrspace(1) %po
  br label %join
join:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.maxnum.f32(float, float)
